# SPDX-FileCopyrightText: 2026 The Fray authors
# SPDX-License-Identifier: GPL-3.0-or-later

# Installs the build in BUILD_DIR under PREFIX and checks that everything a Linux desktop and a
# user look for is there, and that the command line finds its sheet printer and its server of the
# players' page from where they lie.
cmake_minimum_required(VERSION 3.21)
file(REMOVE_RECURSE ${PREFIX})
execute_process(COMMAND ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${PREFIX}
    RESULT_VARIABLE result OUTPUT_QUIET ERROR_VARIABLE error)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "cmake --install failed: ${error}")
endif()

set(expected
    bin/fray
    bin/fray-cli
    libexec/fray/fray-sheet
    libexec/fray/fray-serve
    share/applications/org.fray.Fray.desktop
    share/metainfo/org.fray.Fray.metainfo.xml
    share/mime/packages/org.fray.Fray.xml
    share/icons/hicolor/scalable/apps/org.fray.Fray.svg
    share/doc/fray/copyright
    share/fray/rulesets/FORMAT.md)
foreach(size 16 22 24 32 48 64 128 256)
    list(APPEND expected share/icons/hicolor/${size}x${size}/apps/org.fray.Fray.png)
endforeach()
foreach(ruleset basic-roleplaying castles-crusades d20-ascending old-school spelljammer-d100)
    list(APPEND expected share/fray/rulesets/${ruleset}.json)
endforeach()
set(missing)
foreach(path IN LISTS expected)
    if(NOT EXISTS ${PREFIX}/${path})
        list(APPEND missing ${path})
    endif()
endforeach()
if(missing)
    message(FATAL_ERROR "not installed: ${missing}")
endif()

# The desktop entry starts what was installed, under the icon that was installed.
file(STRINGS ${PREFIX}/share/applications/org.fray.Fray.desktop entry)
if(NOT "Exec=fray %f" IN_LIST entry OR NOT "Icon=org.fray.Fray" IN_LIST entry)
    message(FATAL_ERROR "the desktop entry does not start fray with its icon: ${entry}")
endif()

# The installed fray-cli prints with the installed fray-sheet (libexec, not beside it).
execute_process(COMMAND ${PREFIX}/bin/fray-cli sheet --help
    RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE error)
if(NOT result EQUAL 0 OR NOT out MATCHES "^Usage: fray-cli sheet")
    message(FATAL_ERROR "installed fray-cli sheet --help: ${result} ${out} ${error}")
endif()
execute_process(COMMAND ${PREFIX}/bin/fray-cli serve --help
    RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE error)
if(NOT result EQUAL 0 OR NOT out MATCHES "^Usage: fray-cli serve")
    message(FATAL_ERROR "installed fray-cli serve --help: ${result} ${out} ${error}")
endif()
message(STATUS "installed ${PREFIX}: every file in place")
