<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>LectureController</name>
    <message numerus="yes">
        <source>Opened the deck {name}: %n steps; warnings: {warnings}</source>
        <translation>
            <numerusform>Opened the deck {name}: %n step; warnings: {warnings}</numerusform>
            <numerusform>Opened the deck {name}: %n steps; warnings: {warnings}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opened the deck {name}: %n steps</source>
        <translation>
            <numerusform>Opened the deck {name}: %n step</numerusform>
            <numerusform>Opened the deck {name}: %n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lesson: {title} (%n steps)</source>
        <translation>
            <numerusform>Lesson: {title} (%n step)</numerusform>
            <numerusform>Lesson: {title} (%n steps)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LeftOutLine</name>
    <message numerus="yes">
        <source>%n panels left out (V to choose)</source>
        <translation>
            <numerusform>%n panel left out (V to choose)</numerusform>
            <numerusform>%n panels left out (V to choose)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n panels hidden: no room</source>
        <translation>
            <numerusform>%n panel hidden: no room</numerusform>
            <numerusform>%n panels hidden: no room</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuestionCard</name>
    <message numerus="yes">
        <source>%n answers</source>
        <translation>
            <numerusform>%n answer</numerusform>
            <numerusform>%n answers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RevealView</name>
    <message numerus="yes">
        <source>%n answers, {right}% right</source>
        <translation>
            <numerusform>%n answer, {right}% right</numerusform>
            <numerusform>%n answers, {right}% right</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoomPanel</name>
    <message numerus="yes">
        <source>%n answers</source>
        <translation>
            <numerusform>%n answer</numerusform>
            <numerusform>%n answers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShortcutsWindow</name>
    <message numerus="yes">
        <source>%n shortcuts shown</source>
        <translation>
            <numerusform>%n shortcut shown</numerusform>
            <numerusform>%n shortcuts shown</numerusform>
        </translation>
    </message>
</context>
</TS>
