# SPDX-FileCopyrightText: 2026 The Fray authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The Windows icon and the macOS icon hold the hicolor PNGs as they are now: a PNG changed without
# running scripts/platform-icons.py again fails here, naming it.
# Usage: cmake -D ICONS=resources/icons -P CheckPlatformIcons.cmake
set(failures)
foreach(target ico icns)
    file(READ "${ICONS}/platform/fray.${target}" held HEX)
    if(target STREQUAL "ico")
        set(sizes 16 24 32 48 64 128 256)
        string(SUBSTRING "${held}" 0 8 magic)
        set(expected_magic 00000100)
    else()
        set(sizes 16 32 64 128 256)
        string(SUBSTRING "${held}" 0 8 magic)
        set(expected_magic 69636e73) # "icns"
    endif()
    if(NOT magic STREQUAL expected_magic)
        list(APPEND failures "fray.${target} does not start as a .${target} file does")
    endif()
    foreach(size IN LISTS sizes)
        file(READ "${ICONS}/hicolor/fray-${size}.png" png HEX)
        string(FIND "${held}" "${png}" at)
        if(at EQUAL -1)
            list(APPEND failures "fray.${target} does not hold fray-${size}.png as it is now")
        endif()
    endforeach()
endforeach()
if(failures)
    list(JOIN failures "; " text)
    message(FATAL_ERROR "${text} (run scripts/platform-icons.py resources/icons/hicolor "
        "resources/icons/platform/fray.ico resources/icons/platform/fray.icns)")
endif()
