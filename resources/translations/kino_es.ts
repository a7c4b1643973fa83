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
    <name>DControl</name>
    <message>
        <source>dimension d</source>
        <translation>dimensión d</translation>
    </message>
    <message>
        <source>d, the dimension of every vector (2 … 4096, log scale; ticks at powers of two).
The canvas shows the first two coordinates; the other d − 2 are hidden N(0, 1).
Keys + and − double and halve d.</source>
        <translation>d, la dimensión de cada vector (2 … 4096, escala logarítmica; marcas en las potencias de dos).
El lienzo muestra las dos primeras coordenadas; las otras d − 2 están ocultas, N(0, 1).
Las teclas + y − duplican y reducen a la mitad d.</translation>
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
    <name>FileController</name>
    <message>
        <source>“{name}” has changes that are not saved.</source>
        <translation>«{name}» tiene cambios sin guardar.</translation>
    </message>
    <message>
        <source>The untitled scene has changes that are not saved.</source>
        <translation>La escena sin título tiene cambios sin guardar.</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>Save them before you {action}?</source>
        <translation>¿Guardarlos antes de {action}?</translation>
    </message>
    <message>
        <source>start a new scene</source>
        <translation>empezar una escena nueva</translation>
    </message>
    <message>
        <source>New untitled scene</source>
        <translation>Nueva escena sin título</translation>
    </message>
    <message>
        <source>open another file</source>
        <translation>abrir otro archivo</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>open a lesson deck</source>
        <translation>abrir unas diapositivas</translation>
    </message>
    <message>
        <source>Could not open the deck</source>
        <translation>No se pudieron abrir las diapositivas</translation>
    </message>
    <message>
        <source>lesson decks cannot be opened here</source>
        <translation>aquí no se pueden abrir diapositivas de lecciones</translation>
    </message>
    <message>
        <source>Could not open the file</source>
        <translation>No se pudo abrir el archivo</translation>
    </message>
    <message>
        <source>Opened with warnings: {warnings}</source>
        <translation>Abierto con advertencias: {warnings}</translation>
    </message>
    <message>
        <source>Opened {name}</source>
        <translation>{name} abierto</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Guardar como</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>No se pudo guardar</translation>
    </message>
    <message>
        <source>Saved {name}</source>
        <translation>{name} guardado</translation>
    </message>
    <message>
        <source>Presets unavailable: {error}</source>
        <translation>Plantillas no disponibles: {error}</translation>
    </message>
    <message>
        <source>load a preset</source>
        <translation>cargar una plantilla</translation>
    </message>
    <message>
        <source>Could not load the preset</source>
        <translation>No se pudo cargar la plantilla</translation>
    </message>
    <message>
        <source>Preset: {title}</source>
        <translation>Plantilla: {title}</translation>
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
    <name>LectureController</name>
    <message>
        <source>Open lesson: Attention</source>
        <translation>Abrir la lección: atención</translation>
    </message>
    <message>
        <source>Open deck…</source>
        <translation>Abrir diapositivas…</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Paso siguiente</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>Paso anterior</translation>
    </message>
    <message>
        <source>First step</source>
        <translation>Primer paso</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>Último paso</translation>
    </message>
    <message>
        <source>Add the scene as a step</source>
        <translation>Añadir la escena como paso</translation>
    </message>
    <message>
        <source>Replace this step with the scene</source>
        <translation>Sustituir este paso por la escena</translation>
    </message>
    <message>
        <source>Edit title, caption and notes…</source>
        <translation>Editar título, pie y notas…</translation>
    </message>
    <message>
        <source>Move step earlier</source>
        <translation>Adelantar el paso</translation>
    </message>
    <message>
        <source>Move step later</source>
        <translation>Retrasar el paso</translation>
    </message>
    <message>
        <source>Delete step</source>
        <translation>Eliminar el paso</translation>
    </message>
    <message>
        <source>Save deck</source>
        <translation>Guardar diapositivas</translation>
    </message>
    <message>
        <source>Save deck as…</source>
        <translation>Guardar diapositivas como…</translation>
    </message>
    <message>
        <source>Close deck</source>
        <translation>Cerrar diapositivas</translation>
    </message>
    <message>
        <source>Reduce motion (no animated steps)</source>
        <translation>Reducir el movimiento (pasos sin animación)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Re-roll</source>
        <translation>Volver a sortear</translation>
    </message>
    <message>
        <source>Draw new hidden coordinates (change the seed). At d = 2 nothing changes:
there are no hidden coordinates.</source>
        <translation>Sortear nuevas coordenadas ocultas (cambiar la semilla). Con d = 2 no cambia nada:
no hay coordenadas ocultas.</translation>
    </message>
    <message>
        <source>Add key</source>
        <translation>Añadir clave</translation>
    </message>
    <message>
        <source>Add a key (up to {count}); or double-click empty canvas.</source>
        <translation>Añadir una clave (hasta {count}); o hacer doble clic en una zona vacía del lienzo.</translation>
    </message>
    <message>
        <source>Add query</source>
        <translation>Añadir consulta</translation>
    </message>
    <message>
        <source>Add a query (up to {count}, labelled q1 … q{count}); or press Q, or Shift+double-click
empty canvas. Each query is one row of the attention map.</source>
        <translation>Añadir una consulta (hasta {count}, llamadas q1 … q{count}); o pulsar Q, o Mayús+doble clic
en una zona vacía del lienzo. Cada consulta es una fila del mapa de atención.</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Cambiar nombre…</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Presets</source>
        <translation>&amp;Plantillas</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Lesson</source>
        <translation>&amp;Lección</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nuevo</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>(no recent files)</source>
        <translation>(no hay archivos recientes)</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>Vaciar la lista</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Export picture</source>
        <translation>&amp;Exportar imagen</translation>
    </message>
    <message>
        <source>Whole view as PNG (1x)…</source>
        <translation>Vista completa como PNG (1x)…</translation>
    </message>
    <message>
        <source>Whole view as PNG (2x, for projectors)…</source>
        <translation>Vista completa como PNG (2x, para proyectores)…</translation>
    </message>
    <message>
        <source>Whole view at a chosen size…</source>
        <translation>Vista completa a un tamaño elegido…</translation>
    </message>
    <message>
        <source>Whole view as SVG…</source>
        <translation>Vista completa como SVG…</translation>
    </message>
    <message>
        <source>One panel as PNG (2x)</source>
        <translation>Un panel como PNG (2x)</translation>
    </message>
    <message>
        <source>&amp;Copy picture</source>
        <translation>&amp;Copiar imagen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Add key</source>
        <translation>Añadir clave</translation>
    </message>
    <message>
        <source>Add query</source>
        <translation>Añadir consulta</translation>
    </message>
    <message>
        <source>Position of the selected vector…</source>
        <translation>Posición del vector seleccionado…</translation>
    </message>
    <message>
        <source>Delete the selected vector</source>
        <translation>Eliminar el vector seleccionado</translation>
    </message>
    <message>
        <source>Re-roll hidden coordinates</source>
        <translation>Volver a sortear las coordenadas ocultas</translation>
    </message>
    <message>
        <source>Title and caption…</source>
        <translation>Título y pie…</translation>
    </message>
    <message>
        <source>Copy attention map as CSV</source>
        <translation>Copiar el mapa de atención como CSV</translation>
    </message>
    <message>
        <source>Show or hide the {panel} ({key})</source>
        <translation>Mostrar u ocultar {panel} ({key})</translation>
    </message>
    <message>
        <source>Scaled weights (÷ √d)</source>
        <translation>Pesos escalados (÷ √d)</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>Turning speed</source>
        <translation>Velocidad de avance</translation>
    </message>
</context>
<context>
    <name>PanelArea</name>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} y {last}</translation>
    </message>
    <message>
        <source>{panels} left out: no room at this size (V to choose, Ctrl+- makes room)</source>
        <translation>{panels}: omitido, no cabe a este tamaño (V para elegir, Ctrl+- hace sitio)</translation>
    </message>
    <message>
        <source>{panels} hidden: no room (enlarge the window or press Ctrl+-)</source>
        <translation>{panels}: oculto, no cabe (amplíe la ventana o pulse Ctrl+-)</translation>
    </message>
    <message>
        <source>{panels} left out (V to choose)</source>
        <translation>{panels}: omitido (V para elegir)</translation>
    </message>
    <message>
        <source>{panels} hidden: no room</source>
        <translation>{panels}: oculto, no cabe</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Larger text and lines</source>
        <translation>Texto y líneas más grandes</translation>
    </message>
    <message>
        <source>Smaller text and lines</source>
        <translation>Texto y líneas más pequeños</translation>
    </message>
    <message>
        <source>Default size</source>
        <translation>Tamaño predeterminado</translation>
    </message>
    <message>
        <source>Next theme</source>
        <translation>Tema siguiente</translation>
    </message>
</context>
<context>
    <name>PresentationMode</name>
    <message>
        <source>Presentation mode</source>
        <translation>Modo presentación</translation>
    </message>
    <message>
        <source>Leave presentation</source>
        <translation>Salir de la presentación</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Pantalla completa</translation>
    </message>
    <message>
        <source>Blank the screen</source>
        <translation>Oscurecer la pantalla</translation>
    </message>
    <message>
        <source>Hide the answers (predict first)</source>
        <translation>Ocultar las respuestas (primero predecir)</translation>
    </message>
    <message>
        <source>Reveal the answers</source>
        <translation>Mostrar las respuestas</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>Presentar</translation>
    </message>
    <message>
        <source>Presentation mode (F5): full screen, menus hidden, large type.
Clicker: PageDown / PageUp step, B blanks, H hides the answers, R reveals,
P turns the query, Ctrl+= / Ctrl+- size, Esc leaves.</source>
        <translation>Modo presentación (F5): pantalla completa, sin menús, letra grande.
Presentador: AvPág / RePág avanzan, B oscurece, H oculta las respuestas, R las muestra,
P gira la consulta, Ctrl+= / Ctrl+- tamaño, Esc sale.</translation>
    </message>
</context>
<context>
    <name>ReadoutsPanel</name>
    <message>
        <source>largest weight</source>
        <translation>peso máximo</translation>
    </message>
    <message>
        <source>spread (entropy)</source>
        <translation>dispersión (entropía)</translation>
    </message>
    <message>
        <source>effective keys</source>
        <translation>claves efectivas</translation>
    </message>
    <message>
        <source>gradient signal</source>
        <translation>señal de gradiente</translation>
    </message>
    <message>
        <source>{value} of {count}</source>
        <translation>{value} de {count}</translation>
    </message>
</context>
<context>
    <name>SaturationPlot</name>
    <message>
        <source>saturation: expected largest weight vs d</source>
        <translation>saturación: peso máximo esperado según d</translation>
    </message>
    <message>
        <source>saturation vs d</source>
        <translation>saturación según d</translation>
    </message>
    <message>
        <source>without scaling</source>
        <translation>sin escalar</translation>
    </message>
    <message>
        <source>unscaled</source>
        <translation>sin escalar</translation>
    </message>
    <message>
        <source>scaled by 1/√d</source>
        <translation>escalados por 1/√d</translation>
    </message>
    <message>
        <source>scaled</source>
        <translation>escalados</translation>
    </message>
    <message>
        <source>The curves: the largest weight averaged over random queries and keys (this many
keys) with N(0, 1) entries, against d (Monte Carlo, 4,000 trials per d). Without
scaling the largest weight climbs to 1 (saturation); scaled by 1/√d it stays flat.
The dots: this scene&apos;s own largest weights at its d (its vectors, not an average).</source>
        <translation>Las curvas: el peso máximo promediado sobre consultas y claves aleatorias (tantas
claves como aquí) con entradas N(0, 1), según d (Monte Carlo, 4.000 pruebas por d). Sin
escalar, el peso máximo sube hasta 1 (saturación); escalado por 1/√d se mantiene plano.
Los puntos: los pesos máximos de esta escena en su d (sus vectores, no un promedio).</translation>
    </message>
</context>
<context>
    <name>ScoresTable</name>
    <message>
        <source>key</source>
        <translation>clave</translation>
    </message>
    <message>
        <source>canvas part</source>
        <translation>parte del lienzo</translation>
    </message>
    <message>
        <source>hidden part</source>
        <translation>parte oculta</translation>
    </message>
    <message>
        <source>score q·k</source>
        <translation>puntuación q·k</translation>
    </message>
    <message>
        <source>canvas share</source>
        <translation>cuota del lienzo</translation>
    </message>
    <message>
        <source>score {label}·k</source>
        <translation>puntuación {label}·k</translation>
    </message>
    <message>
        <source>Scores: the dot product q·k for each key.
canvas part = q_x k_x + q_y k_y (what you see on the canvas);
hidden part = the other d − 2 coordinates, drawn once from N(0, 1).
At d = 2 there is no hidden part; as d grows it spreads like √(d − 2).
canvas share = |canvas part| / (|canvas part| + |hidden part|): how much of the
score the canvas decides. 100% at d = 2; at d = 512 it is small, so turning
the query hardly changes the weights.
With several queries, the rows are the selected query&apos;s (named in the last column).</source>
        <translation>Puntuaciones: el producto escalar q·k para cada clave.
parte del lienzo = q_x k_x + q_y k_y (lo que se ve en el lienzo);
parte oculta = las otras d − 2 coordenadas, sorteadas una vez de N(0, 1).
Con d = 2 no hay parte oculta; al crecer d se dispersa como √(d − 2).
cuota del lienzo = |parte del lienzo| / (|parte del lienzo| + |parte oculta|): cuánto de la
puntuación decide el lienzo. 100 % con d = 2; con d = 512 es pequeña, así que girar
la consulta apenas cambia los pesos.
Con varias consultas, las filas son las de la consulta seleccionada (nombrada en la última columna).</translation>
    </message>
    <message>
        <source>… {count} more keys: enlarge the window or hide a panel (View menu)</source>
        <translation>… {count} claves más: amplíe la ventana u oculte un panel (menú Ver)</translation>
    </message>
</context>
<context>
    <name>Series</name>
    <message>
        <source>without scaling</source>
        <translation>sin escalar</translation>
    </message>
    <message>
        <source>scaled by 1/√d</source>
        <translation>escalados por 1/√d</translation>
    </message>
    <message>
        <source>weights, without scaling</source>
        <translation>pesos, sin escalar</translation>
    </message>
    <message>
        <source>weights, scaled by 1/√d</source>
        <translation>pesos, escalados por 1/√d</translation>
    </message>
    <message>
        <source>output, without scaling</source>
        <translation>salida, sin escalar</translation>
    </message>
    <message>
        <source>output, scaled by 1/√d</source>
        <translation>salida, escalada por 1/√d</translation>
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
<context>
    <name>TurningController</name>
    <message>
        <source>Play / pause: turn the query</source>
        <translation>Reproducir / pausa: girar la consulta</translation>
    </message>
    <message>
        <source>{speed}° per second</source>
        <translation>{speed}° por segundo</translation>
    </message>
</context>
</TS>
