#!/bin/sh
# Put kino into the desktop for the current user (no root): launcher entry, icon, and the .kino /
# .kinodeck file types, following the XDG base directories ($XDG_DATA_HOME, ~/.local/share).
#
#   install_desktop.sh install [KINO_COMMAND]     (make install-desktop)
#   install_desktop.sh uninstall                  (make uninstall-desktop)
#
# The same script works in two places:
# - in the repository (tools/): the icon and desktop files come from resources/, and the command
#   is .venv/bin/kino (make install-desktop creates it) unless KINO_COMMAND is given;
# - at the top of the standalone folder (install-desktop.sh, next to the `kino` executable): they
#   come from the folder, and the command is that executable.
# The .desktop entry's Exec gets the command's absolute path, so kino need not be on PATH.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
if [ -x "$here/kino" ] && [ -d "$here/_internal/kino_core/resources_data" ]; then
    resources="$here/_internal/kino_core/resources_data"
    default_command="$here/kino"
else
    resources="$here/../resources"
    default_command="$(cd "$here/.." && pwd)/.venv/bin/kino"
fi
data="${XDG_DATA_HOME:-$HOME/.local/share}"
sizes="16 22 24 32 48 64 128 256 512"

refresh() {
    if command -v update-mime-database >/dev/null 2>&1; then
        update-mime-database "$data/mime"
    fi
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database "$data/applications"
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$data/icons/hicolor/index.theme" ]; then
        gtk-update-icon-cache --quiet --force "$data/icons/hicolor" || true
    fi
}

case "${1:-}" in
install)
    command_path="${2:-$default_command}"
    if [ ! -x "$command_path" ]; then
        echo "install-desktop: $command_path is not an executable kino (run 'make run' once, or give the path)" >&2
        exit 1
    fi
    command_path=$(cd "$(dirname "$command_path")" && pwd)/$(basename "$command_path")
    case "$command_path" in
    *[\"\`\$\\%]*)
        echo "install-desktop: the path $command_path holds a character a .desktop Exec line cannot carry (\" \` \$ \\ %)" >&2
        exit 1
        ;;
    esac
    mkdir -p "$data/applications" "$data/mime/packages" "$data/icons/hicolor/scalable/apps"
    sed "s|^Exec=.*|Exec=\"$command_path\" %F|; s|^TryExec=.*|TryExec=$command_path|" \
        "$resources/desktop/kino.desktop" >"$data/applications/kino.desktop"
    cp "$resources/desktop/kino-mime.xml" "$data/mime/packages/kino.xml"
    for size in $sizes; do
        mkdir -p "$data/icons/hicolor/${size}x${size}/apps"
        cp "$resources/icons/kino-$size.png" "$data/icons/hicolor/${size}x${size}/apps/kino.png"
    done
    cp "$resources/icons/kino.svg" "$data/icons/hicolor/scalable/apps/kino.svg"
    refresh
    echo "kino is in the launcher, and opens .kino and .kinodeck files ($data)."
    ;;
uninstall)
    rm -f "$data/applications/kino.desktop" "$data/mime/packages/kino.xml" \
        "$data/icons/hicolor/scalable/apps/kino.svg"
    for size in $sizes; do
        rm -f "$data/icons/hicolor/${size}x${size}/apps/kino.png"
        rmdir "$data/icons/hicolor/${size}x${size}/apps" "$data/icons/hicolor/${size}x${size}" 2>/dev/null || true
    done
    rmdir "$data/icons/hicolor/scalable/apps" "$data/icons/hicolor/scalable" 2>/dev/null || true
    rmdir "$data/icons/hicolor" "$data/icons" 2>/dev/null || true  # only if nothing else is there
    # The MIME database is compiled from mime/packages: with no package left (kino's was the
    # only one), what update-mime-database wrote (mime.cache, globs, globs2, magic, icons…,
    # application/) is kino's leftovers; otherwise it is compiled again without kino.
    if [ -d "$data/mime" ] && [ -z "$(ls -A "$data/mime/packages" 2>/dev/null)" ]; then
        for name in aliases generic-icons globs globs2 icons magic mime.cache subclasses \
            treemagic types version XMLnamespaces; do
            rm -f "$data/mime/$name"
        done
        rm -rf "$data/mime/application"
        rmdir "$data/mime/packages" "$data/mime" 2>/dev/null || true
    elif command -v update-mime-database >/dev/null 2>&1; then
        update-mime-database "$data/mime"
    fi
    # The same for the launcher's cache: kept, and compiled again, while other entries remain.
    if [ -d "$data/applications" ] && ! ls "$data/applications"/*.desktop >/dev/null 2>&1; then
        rm -f "$data/applications/mimeinfo.cache"
        rmdir "$data/applications" 2>/dev/null || true
    elif command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database "$data/applications"
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$data/icons/hicolor/index.theme" ]; then
        gtk-update-icon-cache --quiet --force "$data/icons/hicolor" || true
    fi
    echo "kino is no longer in the launcher ($data)."
    ;;
*)
    echo "usage: $0 install [KINO_COMMAND] | uninstall" >&2
    exit 2
    ;;
esac
