#pragma once
// Where a test finds the project's files and the built program: in the environment ctest gives
// every test (tests/CMakeLists.txt, pe_add_test), not in paths compiled into it. A compiled-in path
// names the clone, so the test's object differed in every clone and never came from the compiler
// cache: ten objects of about 9 seconds each, compiled again on every CI run.

#include <QString>
#include <QtGlobal>
#include <cstdio>
#include <cstdlib>

/// The value of the environment variable `name`; a test started without it (not from ctest) stops
/// with a message that says so.
inline QString testEnvironmentPath(const char *name)
{
    const QString value = qEnvironmentVariable(name);
    if (value.isEmpty()) {
        std::fprintf(stderr, "%s is not set: run the test with ctest, which sets it (tests/CMakeLists.txt)\n", name);
        std::exit(2);
    }
    return value;
}

/// The project's folder, or `relative` in it.
inline QString sourcePath(const QString &relative = {})
{
    const QString root = testEnvironmentPath("PE_SOURCE_DIR");
    return relative.isEmpty() ? root : root + QLatin1Char('/') + relative;
}

/// The built pe-explorer.
inline QString explorerPath()
{
    return testEnvironmentPath("PE_EXPLORER_PATH");
}

/// The GloVe sample the app carries.
inline QString sampleVectorsPath()
{
    return sourcePath(QStringLiteral("resources/vectors/sample-glove.txt"));
}
