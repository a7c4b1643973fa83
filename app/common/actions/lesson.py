"""The Lesson menu's entries: stepping, authoring, presenting, the room."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from app.common.actions.spec import (
    ActionFamily,
    ActionSpec,
    Entry,
    Member,
    Slot,
    Submenu,
    separator,
)
from app.common.formatting import fmt_short
from app.common.i18n import translate


def _has_deck(lecture: Any) -> bool:
    return lecture.deck is not None


def _not_last_step(lecture: Any) -> bool:
    return lecture.deck is not None and lecture.index < len(lecture.deck.steps) - 1


LESSON: tuple[Entry, ...] = (
    ActionSpec(
        "lesson.open_lesson",
        "lecture",
        "LectureController",
        QT_TRANSLATE_NOOP("LectureController", "Open lesson: Attention"),
        lambda lecture: lecture.open_lesson(),
        menu="Lesson",
    ),
    ActionSpec(
        "lesson.open_deck",
        "lecture",
        "LectureController",
        QT_TRANSLATE_NOOP("LectureController", "Open deck…"),
        lambda lecture: lecture.open_dialog(),
        menu="Lesson",
    ),
    separator("Lesson"),
    # Clicker keys: PageDown / PageUp always step through a deck; Right, Left, Space, Home
    # and End only while presenting, because in the window they move the selected vector or
    # edit the d spin box.
    ActionSpec(
        "lesson.next",
        "lecture",
        "LectureController",
        QT_TRANSLATE_NOOP("LectureController", "Next step"),
        lambda lecture: lecture.next_step(),
        menu="Lesson",
        keys=("PgDown",),
        presenting_keys=("PgDown", "Right", "Space"),
        enabled=_has_deck,
    ),
    ActionSpec(
        "lesson.previous",
        "lecture",
        "LectureController",
        QT_TRANSLATE_NOOP("LectureController", "Previous step"),
        lambda lecture: lecture.previous_step(),
        menu="Lesson",
        keys=("PgUp",),
        presenting_keys=("PgUp", "Left"),
        enabled=_has_deck,
    ),
    ActionSpec(
        "lesson.first",
        "lecture",
        "LectureController",
        QT_TRANSLATE_NOOP("LectureController", "First step"),
        lambda lecture: lecture.first_step(),
        menu="Lesson",
        presenting_keys=("Home",),
        enabled=_has_deck,
    ),
    ActionSpec(
        "lesson.last",
        "lecture",
        "LectureController",
        QT_TRANSLATE_NOOP("LectureController", "Last step"),
        lambda lecture: lecture.last_step(),
        menu="Lesson",
        presenting_keys=("End",),
        enabled=_has_deck,
    ),
    separator("Lesson"),
    ActionSpec(
        "lesson.play",
        "turning",
        "TurningController",
        QT_TRANSLATE_NOOP("TurningController", "Play / pause: turn the query"),
        lambda turning: turning.toggle_playing(),
        menu="Lesson",
        keys=("P",),
        checkable=True,
    ),
    Submenu("lesson.speed", "Lesson", "Menus", QT_TRANSLATE_NOOP("Menus", "Turning speed")),
    ActionFamily(
        "lesson.speeds",
        "turning",
        lambda turning: [
            Member(
                f"{speed:g}",
                lambda s=speed: translate("TurningController", "{speed}° per second").format(
                    speed=fmt_short(s)
                ),
            )
            for speed in turning.speeds
        ],
        menu="Lesson/lesson.speed",
        run=lambda turning, name: turning.set_turn_speed(float(name)),
        checked=lambda turning, name: float(name) == turning.turn_speed,
        exclusive=True,
    ),
    separator("Lesson"),
    ActionSpec(
        "present.present",
        "presentation",
        "PresentationMode",
        QT_TRANSLATE_NOOP("PresentationMode", "Presentation mode"),
        lambda presentation: presentation.toggle(),
        menu="Lesson",
        keys=("F5", "Shift+F5"),
        checkable=True,
    ),
    # The presenter's (built with it, after the menus: they take their place here then).
    Slot("present.rehearse", "Lesson"),
    Slot("present.laser", "Lesson"),
    ActionSpec(
        "present.hide",
        "presentation",
        "PresentationMode",
        QT_TRANSLATE_NOOP("PresentationMode", "Hide the answers (predict first)"),
        lambda presentation: presentation.set_answers_hidden(True),
        menu="Lesson",
        keys=("H",),
    ),
    ActionSpec(
        "present.reveal",
        "presentation",
        "PresentationMode",
        QT_TRANSLATE_NOOP("PresentationMode", "Reveal the answers"),
        lambda presentation: presentation.set_answers_hidden(False),
        menu="Lesson",
        keys=("R",),
    ),
    ActionSpec(
        "present.blank",
        "presentation",
        "PresentationMode",
        QT_TRANSLATE_NOOP("PresentationMode", "Blank the screen"),
        lambda presentation: presentation.toggle_blank(),
        menu="Lesson",
        keys=("B", ".", "Shift+B"),
    ),
    # The room's questions: A opens or closes one while presenting (the classroom enables
    # them as questions open and answers come in).
    ActionSpec(
        "classroom.question",
        "classroom",
        "Classroom",
        QT_TRANSLATE_NOOP("Classroom", "Ask the room (open or close a question)"),
        lambda classroom: classroom.toggle(),
        menu="Lesson",
        keys=("A",),
    ),
    ActionSpec(
        "classroom.edit",
        "classroom",
        "Classroom",
        QT_TRANSLATE_NOOP("Classroom", "The step's question for the room…"),
        lambda classroom: classroom.edit_step_question(),
        menu="Lesson",
    ),
    ActionSpec(
        "classroom.picture",
        "classroom",
        "Classroom",
        QT_TRANSLATE_NOOP("Classroom", "Export the revealed answers as PNG…"),
        lambda classroom: classroom.export_reveal_dialog(),
        menu="Lesson",
    ),
    ActionSpec(
        "classroom.save",
        "classroom",
        "Classroom",
        QT_TRANSLATE_NOOP("Classroom", "Save the room's answers…"),
        lambda classroom: classroom.save_results_dialog(),
        menu="Lesson",
    ),
    separator("Lesson"),
    ActionSpec(
        "lesson.add",
        "lecture",
        "LectureController",
        QT_TRANSLATE_NOOP("LectureController", "Add the scene as a step"),
        lambda lecture: lecture.add_current_step(),
        menu="Lesson",
    ),
    ActionSpec(
        "lesson.replace",
        "lecture",
        "LectureController",
        QT_TRANSLATE_NOOP("LectureController", "Replace this step with the scene"),
        lambda lecture: lecture.replace_current_step(),
        menu="Lesson",
        enabled=_has_deck,
    ),
    ActionSpec(
        "lesson.caption",
        "lecture",
        "LectureController",
        QT_TRANSLATE_NOOP("LectureController", "Edit title, caption and notes…"),
        lambda lecture: lecture.edit_caption(),
        menu="Lesson",
        enabled=_has_deck,
    ),
    ActionSpec(
        "lesson.move_up",
        "lecture",
        "LectureController",
        QT_TRANSLATE_NOOP("LectureController", "Move step earlier"),
        lambda lecture: lecture.move_current_step(-1),
        menu="Lesson",
        enabled=lambda lecture: _has_deck(lecture) and lecture.index > 0,
    ),
    ActionSpec(
        "lesson.move_down",
        "lecture",
        "LectureController",
        QT_TRANSLATE_NOOP("LectureController", "Move step later"),
        lambda lecture: lecture.move_current_step(1),
        menu="Lesson",
        enabled=_not_last_step,
    ),
    ActionSpec(
        "lesson.delete",
        "lecture",
        "LectureController",
        QT_TRANSLATE_NOOP("LectureController", "Delete step"),
        lambda lecture: lecture.delete_current_step(),
        menu="Lesson",
        enabled=lambda lecture: _has_deck(lecture) and len(lecture.deck.steps) > 1,
    ),
    separator("Lesson"),
    ActionSpec(
        "lesson.save",
        "lecture",
        "LectureController",
        QT_TRANSLATE_NOOP("LectureController", "Save deck"),
        lambda lecture: lecture.save(),
        menu="Lesson",
        enabled=_has_deck,
    ),
    ActionSpec(
        "lesson.save_as",
        "lecture",
        "LectureController",
        QT_TRANSLATE_NOOP("LectureController", "Save deck as…"),
        lambda lecture: lecture.save_as(),
        menu="Lesson",
        enabled=_has_deck,
    ),
    ActionSpec(
        "lesson.close",
        "lecture",
        "LectureController",
        QT_TRANSLATE_NOOP("LectureController", "Close deck"),
        lambda lecture: lecture.close_deck(),
        menu="Lesson",
        enabled=_has_deck,
    ),
    # Esc leaves presenting but is in no menu (menus are hidden while presenting).
    ActionSpec(
        "present.leave",
        "presentation",
        "PresentationMode",
        QT_TRANSLATE_NOOP("PresentationMode", "Leave presentation"),
        lambda presentation: presentation.leave(),
        group="lecture",
        keys=("Esc",),
    ),
    # V while presenting: the panel picker (the menus that show panels are hidden then).
    ActionSpec(
        "present.panels",
        "panel_picker",
        "PanelPicker",
        QT_TRANSLATE_NOOP("PanelPicker", "Choose panels (presenting)"),
        lambda picker: picker.toggle_picker(),
        group="lecture",
        keys=("V",),
    ),
    # The presenter's (in the Lesson menu after Presentation mode, once the presenter is made).
    # Ctrl+L is PowerPoint's laser key; L alone is Learn mode.
    ActionSpec(
        "present.rehearse",
        "presenter",
        "PresenterController",
        QT_TRANSLATE_NOOP(
            "PresenterController", "Presenter view in a window (rehearsal, screen sharing)"
        ),
        lambda presenter: presenter.toggle_rehearsal(),
        keys=("Ctrl+F5",),
        checkable=True,
    ),
    ActionSpec(
        "present.laser",
        "presenter",
        "PresenterController",
        QT_TRANSLATE_NOOP("PresenterController", "Laser pointer"),
        lambda presenter: presenter.set_laser(presenter.action_laser.isChecked()),
        keys=("Ctrl+L",),
        checkable=True,
    ),
)
