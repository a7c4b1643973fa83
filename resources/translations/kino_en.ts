<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
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
