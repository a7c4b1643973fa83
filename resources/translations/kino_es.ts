<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>Accessible</name>
    <message>
        <source>Selected. Arrows move it, Shift for fine steps; Enter types exact coordinates; Tab selects the next vector.</source>
        <translation>Seleccionado. Las flechas lo mueven, con Mayús en pasos finos; Intro escribe coordenadas exactas; Tab selecciona el siguiente vector.</translation>
    </message>
    <message>
        <source>The output is the weighted average of the values (colours): o = Σ α_j v_j, with the weights without scaling and with the weights scaled by 1/√d.</source>
        <translation>La salida es la media ponderada de los valores (colores): o = Σ α_j v_j, con los pesos sin escalar y con los pesos escalados por 1/√d.</translation>
    </message>
    <message>
        <source>Largest weight, entropy, effective number of keys and gradient signal, without scaling and scaled by 1/√d.</source>
        <translation>Peso mayor, entropía, número efectivo de claves y señal de gradiente, sin escalar y escalados por 1/√d.</translation>
    </message>
    <message>
        <source>Describe the scene (screen reader)</source>
        <translation>Describir la escena (lector de pantalla)</translation>
    </message>
    <message>
        <source>canvas</source>
        <translation>lienzo</translation>
    </message>
    <message>
        <source>dimension d</source>
        <translation>dimensión d</translation>
    </message>
    <message>
        <source>Python code</source>
        <translation>código Python</translation>
    </message>
    <message>
        <source>what the code printed</source>
        <translation>lo que imprimió el código</translation>
    </message>
    <message>
        <source>divider</source>
        <translation>divisor</translation>
    </message>
    <message>
        <source>Drag to share the space between the parts on either side.</source>
        <translation>Arrastre para repartir el espacio entre las partes a cada lado.</translation>
    </message>
    <message>
        <source>more toolbar buttons</source>
        <translation>más botones de la barra de herramientas</translation>
    </message>
    <message>
        <source>menu bar</source>
        <translation>barra de menús</translation>
    </message>
    <message>
        <source>formula: {text}</source>
        <translation>fórmula: {text}</translation>
    </message>
    <message>
        <source>Step {number} of {count}:</source>
        <translation>Paso {number} de {count}:</translation>
    </message>
    <message>
        <source>at {point}</source>
        <translation>en {point}</translation>
    </message>
    <message>
        <source>weights without scaling</source>
        <translation>pesos sin escalar</translation>
    </message>
    <message>
        <source>weights scaled by 1/√d</source>
        <translation>pesos escalados por 1/√d</translation>
    </message>
    <message>
        <source>dimension d, {d}, slider from {low} to {high}</source>
        <translation>dimensión d, {d}, control deslizante de {low} a {high}</translation>
    </message>
    <message>
        <source>{key} {score} (canvas part {canvas}, hidden part {hidden})</source>
        <translation>{key} {score} (parte del lienzo {canvas}, parte oculta {hidden})</translation>
    </message>
    <message>
        <source>scores q·k</source>
        <translation>puntuaciones q·k</translation>
    </message>
    <message>
        <source>output colour without scaling: {u_name}, RGB {u_rgb}; scaled by 1/√d: {s_name}, RGB {s_rgb}</source>
        <translation>color de salida sin escalar: {u_name}, RGB {u_rgb}; escalado por 1/√d: {s_name}, RGB {s_rgb}</translation>
    </message>
    <message>
        <source>values: {list}</source>
        <translation>valores: {list}</translation>
    </message>
    <message>
        <source>largest weight {lu} without scaling, {ls} scaled; entropy {eu} nats ({fu}%) without scaling, {es} ({fs}%) scaled; effective keys {ku} of {n} without scaling, {ks} scaled; gradient signal {gu} without scaling, {gs} scaled</source>
        <translation>peso mayor {lu} sin escalar, {ls} escalado; entropía {eu} nats ({fu} %) sin escalar, {es} ({fs} %) escalada; claves efectivas {ku} de {n} sin escalar, {ks} escaladas; señal de gradiente {gu} sin escalar, {gs} escalada</translation>
    </message>
    <message>
        <source>saturation against d; this scene at d = {d}: largest weight {u} without scaling, {s} scaled</source>
        <translation>saturación frente a d; esta escena con d = {d}: peso mayor {u} sin escalar, {s} escalado</translation>
    </message>
    <message>
        <source>attention map, scaled by 1/√d</source>
        <translation>mapa de atención, escalado por 1/√d</translation>
    </message>
    <message>
        <source>query {label}, {position}</source>
        <translation>consulta {label}, {position}</translation>
    </message>
    <message>
        <source>key {label}, value {colour}, {position}, weight {scaled} scaled, {unscaled} without scaling</source>
        <translation>clave {label}, valor {colour}, {position}, peso {scaled} escalado, {unscaled} sin escalar</translation>
    </message>
    <message>
        <source>{query}: key {key} wins with weight {unscaled} without scaling and {scaled} scaled; output {s_colour} scaled, {u_colour} without scaling.</source>
        <translation>{query}: gana la clave {key} con peso {unscaled} sin escalar y {scaled} escalado; salida {s_colour} escalada, {u_colour} sin escalar.</translation>
    </message>
    <message>
        <source>{label} {position}.</source>
        <translation>{label} {position}.</translation>
    </message>
    <message>
        <source>d = {d}: largest weight {unscaled} without scaling, {scaled} scaled, on key {key}.</source>
        <translation>d = {d}: peso mayor {unscaled} sin escalar, {scaled} escalado, en la clave {key}.</translation>
    </message>
    <message>
        <source>Scene with d = {d}. Queries: {queries}. Keys: {keys}.</source>
        <translation>Escena con d = {d}. Consultas: {queries}. Claves: {keys}.</translation>
    </message>
</context>
<context>
    <name>ColourName</name>
    <message>
        <source>black</source>
        <translation>negro</translation>
    </message>
    <message>
        <source>dark grey</source>
        <translation>gris oscuro</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>gris</translation>
    </message>
    <message>
        <source>light grey</source>
        <translation>gris claro</translation>
    </message>
    <message>
        <source>white</source>
        <translation>blanco</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rojo</translation>
    </message>
    <message>
        <source>dark red</source>
        <translation>rojo oscuro</translation>
    </message>
    <message>
        <source>vermilion</source>
        <translation>bermellón</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>naranja</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>marrón</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>amarillo</translation>
    </message>
    <message>
        <source>mustard</source>
        <translation>mostaza</translation>
    </message>
    <message>
        <source>olive</source>
        <translation>oliva</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>dark green</source>
        <translation>verde oscuro</translation>
    </message>
    <message>
        <source>bluish green</source>
        <translation>verde azulado</translation>
    </message>
    <message>
        <source>teal</source>
        <translation>verde azulado oscuro</translation>
    </message>
    <message>
        <source>sky blue</source>
        <translation>azul cielo</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <source>navy</source>
        <translation>azul marino</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>morado</translation>
    </message>
    <message>
        <source>reddish purple</source>
        <translation>púrpura rojizo</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>rosa</translation>
    </message>
    <message>
        <source>beige</source>
        <translation>beis</translation>
    </message>
</context>
<context>
    <name>ExactPositionDialog</name>
    <message>
        <source>Position of {name}</source>
        <translation>Posición de {name}</translation>
    </message>
    <message>
        <source>The canvas is [−{limit}, {limit}]²; points outside are clamped.</source>
        <translation>El lienzo es [−{limit}, {limit}]²; los puntos fuera se llevan al borde.</translation>
    </message>
    <message>
        <source>θ (degrees)</source>
        <translation>θ (grados)</translation>
    </message>
</context>
<context>
    <name>KeyDialog</name>
    <message>
        <source>Key {label}</source>
        <translation>Clave {label}</translation>
    </message>
    <message>
        <source>The key&apos;s name: a letter or a word (up to 16 characters).</source>
        <translation>El nombre de la clave: una letra o una palabra (hasta 16 caracteres).</translation>
    </message>
    <message>
        <source>Okabe–Ito {name} {code} (colour-blind safe)</source>
        <translation>Okabe–Ito {name} {code} (distinguible con daltonismo)</translation>
    </message>
    <message>
        <source>Other…</source>
        <translation>Otro…</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Etiqueta</translation>
    </message>
    <message>
        <source>Value (colour)</source>
        <translation>Valor (color)</translation>
    </message>
    <message>
        <source>Value colour</source>
        <translation>Color del valor</translation>
    </message>
    <message>
        <source>A key needs a label: type a letter or a word.</source>
        <translation>Una clave necesita una etiqueta: escriba una letra o una palabra.</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
</context>
<context>
    <name>ShortcutsWindow</name>
    <message>
        <source>Canvas and scene</source>
        <translation>Lienzo y escena</translation>
    </message>
    <message>
        <source>Files and presets</source>
        <translation>Archivos y escenas predefinidas</translation>
    </message>
    <message>
        <source>Lecture and presenting</source>
        <translation>Clase y presentación</translation>
    </message>
    <message>
        <source>Code panel</source>
        <translation>Panel de código</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Ver</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Otros</translation>
    </message>
    <message>
        <source>Select the next / previous vector</source>
        <translation>Seleccionar el vector siguiente / anterior</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Mayús+Tab</translation>
    </message>
    <message>
        <source>Move the selected vector by 0.1</source>
        <translation>Mover el vector seleccionado 0,1</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Flechas</translation>
    </message>
    <message>
        <source>Move the selected vector by 0.01</source>
        <translation>Mover el vector seleccionado 0,01</translation>
    </message>
    <message>
        <source>Shift+Arrow keys</source>
        <translation>Mayús+Flechas</translation>
    </message>
    <message>
        <source>Type exact coordinates for the selected vector</source>
        <translation>Escribir coordenadas exactas del vector seleccionado</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Intro</translation>
    </message>
    <message>
        <source>Delete the selected vector</source>
        <translation>Borrar el vector seleccionado</translation>
    </message>
    <message>
        <source>Delete, Backspace</source>
        <translation>Supr, Retroceso</translation>
    </message>
    <message>
        <source>Stop the running code (in the editor)</source>
        <translation>Detener el código en ejecución (en el editor)</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Turn the query 5° clockwise</source>
        <translation>Girar la consulta 5° en sentido horario</translation>
    </message>
    <message>
        <source>Turn the query 5° anticlockwise</source>
        <translation>Girar la consulta 5° en sentido antihorario</translation>
    </message>
    <message>
        <source>Double d</source>
        <translation>Duplicar d</translation>
    </message>
    <message>
        <source>Halve d</source>
        <translation>Dividir d entre dos</translation>
    </message>
    <message>
        <source>Run the code</source>
        <translation>Ejecutar el código</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Search: what it does or a key</source>
        <translation>Buscar: qué hace o una tecla</translation>
    </message>
    <message>
        <source>Search shortcuts</source>
        <translation>Buscar atajos</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Qué hace</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message numerus="yes">
        <source>%n shortcuts shown</source>
        <translation>
            <numerusform>%n atajo mostrado</numerusform>
            <numerusform>%n atajos mostrados</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
</context>
</TS>
