# SPDX-FileCopyrightText: 2026 The Fray authors
# SPDX-License-Identifier: GPL-3.0-or-later

# Every shipped catalogue (translations/fray_*.ts) is whole: lupdate brings a copy of each up to
# the sources as they are now (a string added to the code and never put in the catalogue comes
# in unfinished), then lrelease compiles it and must report no unfinished translation and no
# untranslated source text. So a string added without its translation fails here, in every
# language Fray ships, whether or not the catalogues were refreshed.
#   cmake -D LRELEASE=... -D LUPDATE=... -D SOURCES=... -D TS_DIR=... -D OUT_DIR=...
#         -P CheckCatalogues.cmake
# SOURCES is the list of sources and include paths translations/CMakeLists.txt writes for lupdate.
file(GLOB catalogues "${TS_DIR}/fray_*.ts")
if(NOT catalogues)
    message(FATAL_ERROR "no catalogue in ${TS_DIR}")
endif()
file(REMOVE_RECURSE "${OUT_DIR}")
file(MAKE_DIRECTORY "${OUT_DIR}")
set(problems "")
if(NOT EXISTS "${SOURCES}")
    message(FATAL_ERROR "no list of sources for lupdate at ${SOURCES}")
endif()
set(copies "")
foreach(ts IN LISTS catalogues)
    get_filename_component(name "${ts}" NAME)
    if(NOT name STREQUAL "fray_en.ts") # English holds only the plural forms (-pluralonly)
        file(COPY "${ts}" DESTINATION "${OUT_DIR}")
        list(APPEND copies "${OUT_DIR}/${name}")
    endif()
endforeach()
execute_process(COMMAND "${LUPDATE}" "@${SOURCES}" -no-obsolete -locations none -silent
    -ts ${copies} RESULT_VARIABLE failed)
if(failed)
    message(FATAL_ERROR "lupdate could not bring the catalogues up to the sources")
endif()
foreach(ts IN LISTS catalogues)
    get_filename_component(name "${ts}" NAME_WE)
    if(EXISTS "${OUT_DIR}/${name}.ts")
        set(ts "${OUT_DIR}/${name}.ts")
    endif()
    execute_process(COMMAND "${LRELEASE}" "${ts}" -qm "${OUT_DIR}/${name}.qm"
        OUTPUT_VARIABLE said ERROR_VARIABLE complained RESULT_VARIABLE failed)
    string(APPEND said "${complained}")
    string(REGEX MATCH "\\(([0-9]+) finished and ([0-9]+) unfinished\\)" counted "${said}")
    set(finished "${CMAKE_MATCH_1}")
    set(unfinished "${CMAKE_MATCH_2}")
    if(failed OR NOT counted)
        string(APPEND problems "${name}.ts: lrelease failed: ${said}\n")
    elseif(NOT unfinished EQUAL 0)
        string(APPEND problems
            "${name}.ts: ${unfinished} unfinished or missing translation(s)\n")
    elseif(said MATCHES "untranslated")
        string(APPEND problems "${name}.ts: strings without a translation: ${said}\n")
    else()
        message(STATUS "${name}.ts: ${finished} translations, all finished")
    endif()
endforeach()
if(problems)
    message(FATAL_ERROR "catalogues not whole (cmake --build --preset dev --target "
        "update_translations, then translate what is unfinished):\n${problems}")
endif()
