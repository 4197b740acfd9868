# pe_moc(TARGET [INCLUDES DIR…] SOURCES…): the meta-object code of each source that declares a
# QObject, made by moc run as a build step of its own, in place of AUTOMOC.
#
# AUTOMOC hands moc every include folder of the target and the compiler's own (/usr/include, the
# C++ library, Eigen), and moc then reads the headers of all of them: about 1.1 s per header of
# pe_ui, 40 s of every fresh build on 2 cores with nothing else of the widgets able to start
# (measured in a warm .ci/run of 052e885: the longest step of both the plain and the sanitized
# build). Given only Qt's and the project's folders (INCLUDES), moc writes the same code byte for
# byte for all 63 headers of ui/ (compared with AUTOMOC's, only the header's path differs) in 0.2 s
# each; the tests need no folder at all.
#
# A source (.cpp) that declares a QObject includes its NAME.moc; the headers' moc files are compiled
# together in one file, TARGET_moc/mocs.cpp, as AUTOMOC does. The sources are read when CMake runs,
# so CMake runs again (half a second) when one of them changes, and a new Q_OBJECT is found.
function(pe_moc target)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "" "INCLUDES;SOURCES")
  set_target_properties(${target} PROPERTIES AUTOMOC OFF AUTOUIC OFF)
  set(moc_dir ${CMAKE_CURRENT_BINARY_DIR}/${target}_moc)
  file(MAKE_DIRECTORY ${moc_dir})
  list(TRANSFORM arg_INCLUDES PREPEND -I OUTPUT_VARIABLE flags)
  set(compiled "// The meta-object code of ${target}'s headers, made by pe_moc (cmake/moc.cmake).\n")
  set(header_mocs 0)
  foreach(source IN LISTS arg_SOURCES)
    cmake_path(ABSOLUTE_PATH source BASE_DIRECTORY ${CMAKE_CURRENT_SOURCE_DIR} OUTPUT_VARIABLE path)
    set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${path})
    file(STRINGS ${path} declares REGEX "Q_OBJECT|Q_GADGET|Q_NAMESPACE" LIMIT_COUNT 1)
    if(NOT declares)
      continue()
    endif()
    cmake_path(GET path STEM stem)
    cmake_path(GET path EXTENSION LAST_ONLY extension)
    if(extension STREQUAL ".h")
      # Under the header's own folder: four tabs have a controls.h.
      cmake_path(RELATIVE_PATH path BASE_DIRECTORY ${PROJECT_SOURCE_DIR} OUTPUT_VARIABLE relative)
      cmake_path(GET relative PARENT_PATH folder)
      set(output ${moc_dir}/${folder}/moc_${stem}.cpp)
      string(APPEND compiled "#include \"${folder}/moc_${stem}.cpp\"\n")
      math(EXPR header_mocs "${header_mocs} + 1")
    else()
      set(output ${moc_dir}/${stem}.moc)
    endif()
    set_source_files_properties(${output} TARGET_DIRECTORY ${target} PROPERTIES HEADER_FILE_ONLY ON)
    add_custom_command(OUTPUT ${output} COMMAND Qt6::moc ${flags} ${path} -o ${output} DEPENDS ${path} Qt6::moc
                       COMMENT "moc ${source}" VERBATIM)
    target_sources(${target} PRIVATE ${output})
  endforeach()
  if(header_mocs GREATER 0)
    file(CONFIGURE OUTPUT ${moc_dir}/mocs.cpp CONTENT "${compiled}")  # rewritten only when it changes
    # Loading a precompiled header costs more than these take to compile; not in a unity batch.
    set_source_files_properties(${moc_dir}/mocs.cpp TARGET_DIRECTORY ${target}
                                PROPERTIES SKIP_PRECOMPILE_HEADERS ON SKIP_UNITY_BUILD_INCLUSION ON)
    target_sources(${target} PRIVATE ${moc_dir}/mocs.cpp)
  endif()
  target_include_directories(${target} PRIVATE ${moc_dir})
endfunction()

# The folders moc needs for the widgets' headers: Qt's and the project's.
function(pe_moc_widgets target)
  set(folders ${PROJECT_SOURCE_DIR}/ui ${PROJECT_SOURCE_DIR}/core)
  foreach(module Core Gui Widgets PrintSupport Svg)
    get_target_property(module_folders Qt6::${module} INTERFACE_INCLUDE_DIRECTORIES)
    list(APPEND folders ${module_folders})
  endforeach()
  list(REMOVE_DUPLICATES folders)
  get_target_property(sources ${target} SOURCES)
  pe_moc(${target} INCLUDES ${folders} SOURCES ${sources})
endfunction()
