"""The room answers: the class server, the projector's count and QR code, the reveal."""
