"""Lesson decks in the window (app/controllers/lecture/controller.py: LectureController)."""

from app.controllers.lecture.controller import LectureController

__all__ = ["LectureController"]
