"""The action table, by menu: table.py is the table and its one loop (its docstring says
how); each other module declares one menu's entries."""
