# Fails when the interface, the application, the PGN code, the tools or the
# engine (but for the variants' own evaluations) name a
# variant: they are to ask the ruleset instead (core/ruleset.h), so that a new
# ruleset needs no change there. The keys and classes are read from the
# variants' own files, so the check grows with them.
#
#   cmake -DSOURCE_DIR=<repo> -P no_variant_names.cmake

if(NOT SOURCE_DIR)
    message(FATAL_ERROR "give -DSOURCE_DIR=<the repository>")
endif()

# The first group of every match of `pattern` in `files`.
function(collect out pattern)
    set(names "")
    foreach(file IN LISTS ARGN)
        file(READ "${file}" text)
        string(REGEX MATCHALL "${pattern}" matches "${text}")
        foreach(match IN LISTS matches)
            string(REGEX MATCH "${pattern}" found "${match}")
            list(APPEND names "${CMAKE_MATCH_1}")
        endforeach()
    endforeach()
    set(${out} "${names}" PARENT_SCOPE)
endfunction()

file(GLOB variant_sources "${SOURCE_DIR}/core/variants/*.cpp")
file(GLOB variant_headers "${SOURCE_DIR}/core/variants/*.h")
collect(keys "RulesetInfo kInfo{[ \t\r\n]*\"([^\"]+)\"" ${variant_sources})
collect(classes "\nclass ([A-Za-z0-9_]+)" ${variant_headers})

list(LENGTH keys key_count)
list(LENGTH classes class_count)
if(key_count LESS 2 OR class_count LESS 2)
    message(FATAL_ERROR "found only ${key_count} variant keys and ${class_count} classes "
                        "in ${SOURCE_DIR}/core/variants: the check would see nothing")
endif()

set(files "")
foreach(dir ui app core/pgn tools engine)
    file(GLOB_RECURSE found "${SOURCE_DIR}/${dir}/*.cpp" "${SOURCE_DIR}/${dir}/*.h")
    list(APPEND files ${found})
endforeach()
# Each variant's evaluation lives beside the others in engine/evaluations/.
list(FILTER files EXCLUDE REGEX "/engine/evaluations/")

set(mentions "")
foreach(file IN LISTS files)
    file(STRINGS "${file}" lines)
    set(number 0)
    foreach(line IN LISTS lines)
        math(EXPR number "${number} + 1")
        foreach(key IN LISTS keys)
            string(FIND "${line}" "\"${key}\"" at)
            if(at GREATER -1)
                string(APPEND mentions "\n  ${file}:${number}: the variant key \"${key}\"")
            endif()
        endforeach()
        foreach(class IN LISTS classes)
            if(line MATCHES "(^|[^A-Za-z0-9_])${class}([^A-Za-z0-9_]|$)")
                string(APPEND mentions "\n  ${file}:${number}: the variant class ${class}")
            endif()
        endforeach()
        if(line MATCHES "#include [\"<](core/)?variants/")
            string(APPEND mentions "\n  ${file}:${number}: a variant's header")
        endif()
    endforeach()
endforeach()

if(mentions)
    message(FATAL_ERROR "variants named outside core/variants/ (ask the ruleset instead):${mentions}")
endif()
message(STATUS "${key_count} variant keys and ${class_count} classes: none named outside core/variants/")
