# Compiler warnings for the project's own code: -Wall -Wextra on every target defined here (the
# libraries, the app, the tests, the benchmarks and the fuzzers). Qt, QCustomPlot and Eigen come from
# Debian's packages as imported targets, whose headers CMake passes as system headers (-isystem, or
# /usr/include itself), so their warnings do not count. g++ and clang must both build without one.
# PE_WARNINGS_AS_ERRORS makes any warning stop the build; .ci/run turns it on for every build it makes,
# so a warning never comes back. Off by default, so that a newer compiler's new warning does not stop
# someone who only wants to build the app.
option(PE_WARNINGS_AS_ERRORS "Stop the build at any compiler warning (-Werror); CI turns it on" OFF)

add_compile_options(-Wall -Wextra)
if(PE_WARNINGS_AS_ERRORS)
  add_compile_options(-Werror)
endif()
