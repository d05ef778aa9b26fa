# SPDX-FileCopyrightText: 2026 The Fray authors
# SPDX-License-Identifier: GPL-3.0-or-later

# Every shipped catalogue (translations/fray_*.ts) is whole: lrelease compiles each and must
# report no unfinished translation and no untranslated source text, so a string added without
# its translation fails here, in every language Fray ships.
#   cmake -D LRELEASE=... -D TS_DIR=... -D OUT_DIR=... -P CheckCatalogues.cmake
file(GLOB catalogues "${TS_DIR}/fray_*.ts")
if(NOT catalogues)
    message(FATAL_ERROR "no catalogue in ${TS_DIR}")
endif()
file(MAKE_DIRECTORY "${OUT_DIR}")
set(problems "")
foreach(ts IN LISTS catalogues)
    get_filename_component(name "${ts}" NAME_WE)
    execute_process(COMMAND "${LRELEASE}" "${ts}" -qm "${OUT_DIR}/${name}.qm"
        OUTPUT_VARIABLE said ERROR_VARIABLE complained RESULT_VARIABLE failed)
    string(APPEND said "${complained}")
    string(REGEX MATCH "\\(([0-9]+) finished and ([0-9]+) unfinished\\)" counted "${said}")
    set(finished "${CMAKE_MATCH_1}")
    set(unfinished "${CMAKE_MATCH_2}")
    if(failed OR NOT counted)
        string(APPEND problems "${name}.ts: lrelease failed: ${said}\n")
    elseif(NOT unfinished EQUAL 0)
        string(APPEND problems "${name}.ts: ${unfinished} unfinished translation(s)\n")
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
