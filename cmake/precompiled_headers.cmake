# Precompiled headers: a translation unit of this project spends most of its time parsing Qt, Eigen
# and qcustomplot.h (which brings the whole of QtCore, QtGui, QtWidgets and QtPrintSupport), so each
# library parses them once, and every test reuses one of two precompiled sets: the core tests' (no
# widgets) and the widget tests' (Qt Creator's pattern). -Werror=invalid-pch: a precompiled header
# that no longer fits (other flags, a changed header) stops the build instead of being silently
# skipped, which would only make the build slow again.
set(pe_core_headers
  <Eigen/Dense> <QCoreApplication> <QHash> <QJsonArray> <QJsonObject> <QList> <QString> <QStringList>
  <algorithm> <cmath> <functional> <memory> <optional> <vector>)
set(pe_ui_headers ${pe_core_headers} <qcustomplot.h>)
set(pe_test_headers <QSignalSpy> <QTest>)

if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
  add_compile_options(-Winvalid-pch -Werror=invalid-pch)
endif()

# pe_precompile_headers(TARGET CORE|UI): TARGET parses the core's or the widgets' headers once.
function(pe_precompile_headers target kind)
  if(kind STREQUAL "CORE")
    target_precompile_headers(${target} PRIVATE ${pe_core_headers})
  else()
    target_precompile_headers(${target} PRIVATE ${pe_ui_headers})
  endif()
  pe_skip_autogen_pch(${target})
endfunction()

# pe_reuse_precompiled_headers(TARGET FROM): TARGET, built with the same flags as FROM (a library it
# links), reuses FROM's precompiled headers instead of parsing them once more.
function(pe_reuse_precompiled_headers target from)
  target_precompile_headers(${target} REUSE_FROM ${from})
  pe_skip_autogen_pch(${target})
endfunction()

# The moc files AUTOMOC collects into one file per target need none of it: loading a precompiled
# header costs more than they take to compile.
function(pe_skip_autogen_pch target)
  get_target_property(binary_dir ${target} BINARY_DIR)
  set_source_files_properties(${binary_dir}/${target}_autogen/mocs_compilation.cpp
                              TARGET_DIRECTORY ${target} PROPERTIES SKIP_PRECOMPILE_HEADERS ON)
endfunction()

# The two sets the tests reuse (target_precompile_headers(REUSE_FROM)): pe_test_pch_core for tests of
# the core alone, pe_test_pch_ui for tests that link the widgets. Each is compiled once, from an empty file.
function(pe_add_test_pch name library kind)
  set(source ${CMAKE_CURRENT_BINARY_DIR}/${name}.cpp)
  file(WRITE ${source} "// The precompiled headers the tests reuse; nothing else.\n")
  add_library(${name} OBJECT ${source})
  set_target_properties(${name} PROPERTIES AUTOMOC OFF)
  target_link_libraries(${name} PRIVATE ${library} Qt6::Test)
  if(kind STREQUAL "CORE")
    target_precompile_headers(${name} PRIVATE ${pe_core_headers} ${pe_test_headers})
  else()
    target_precompile_headers(${name} PRIVATE ${pe_ui_headers} ${pe_test_headers})
  endif()
endfunction()
