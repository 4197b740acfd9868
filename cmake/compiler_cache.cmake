# ccache as the compiler launcher, where it is installed (scripts/setup.sh installs it): the second
# build of the same code, in any folder of this machine, takes each object from the cache instead of
# compiling it again. CI clones the project afresh on the machine of the session that submits it,
# so its builds find what that session's builds left in the cache (~/.cache/ccache).
# - base_dir: ccache hashes the paths under the project as relative ones, so that two clones in two
#   folders share their objects; hash_dir off, as the objects of -g builds then name the folder the
#   first clone was in (the sanitizers' reports point there).
# - The precompiled headers (cmake/precompiled_headers.cmake) need the two sloppiness options ccache's
#   manual gives for them; include_file_mtime/ctime because a fresh clone's files are all new.
# - Not with a launcher chosen on the command line (-DCMAKE_CXX_COMPILER_LAUNCHER=…), nor with
#   PE_CCACHE=OFF.
option(PE_CCACHE "Compile through ccache when it is installed" ON)
find_program(PE_CCACHE_PROGRAM ccache)
if(PE_CCACHE AND PE_CCACHE_PROGRAM AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
  set(CMAKE_CXX_COMPILER_LAUNCHER
      ${CMAKE_COMMAND} -E env
      CCACHE_BASEDIR=${PROJECT_SOURCE_DIR} CCACHE_NOHASHDIR=1
      CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime
      ${PE_CCACHE_PROGRAM})
endif()

# The resources (qt_add_resources) as the same C++ in every clone: rcc writes each file's last
# change into its output, and in a fresh clone every file is new, so the handbook's 9-second object
# (and every other resource's) missed the cache on every CI run. With this date fixed rcc writes the
# same bytes for the same files; the app never reads a resource's date. (Reproducible builds too.)
set_property(GLOBAL PROPERTY RULE_LAUNCH_CUSTOM "${CMAKE_COMMAND} -E env QT_RCC_SOURCE_DATE_OVERRIDE=1")
