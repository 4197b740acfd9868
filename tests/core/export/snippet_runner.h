#pragma once
// Runs the "Show code" snippets in one Python process and checks what they leave against the core:
// each as its own script in its own folder (runpy), so that PyTorch is imported once, not 80 times.
// Included by test_code_snippets.cpp alone, hence the unnamed namespace.

#include "export/code_snippets.h"
#include "export/matrix_export.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>
#include <optional>
#include <utility>

namespace {

const QString kPython = QStringLiteral("/usr/bin/python3");

// Compares each of the snippet's variables NAME with its NAME.npy: same shape, NaN in the same
// places, every other value within 1e-12. Exit status 0 only when all of them are.
const char kCheck[] = R"(
import numpy as _np
def _check(_name, _value):
    _expected = _np.load(_name + ".npy")
    _got = _np.asarray(_value, dtype=_np.float64)
    assert _got.shape == _expected.shape, (_name, "shape", _got.shape, _expected.shape)
    _nan = _np.isnan(_expected)
    assert (_np.isnan(_got) == _nan).all(), (_name, "NaN in other places")
    _error = _np.abs(_got[~_nan] - _expected[~_nan]).max(initial=0.0)
    print(_name, "max |difference|:", _error)
    return _error <= 1e-12
raise SystemExit(0 if all([%1]) else 1)
)";

// Reads a folder per line and runs its snippet.py as `python3 snippet.py` would, in fresh globals and
// with PyTorch's default float32 restored, then prints what it printed and "@@exit STATUS".
const char kRunner[] = R"(
import contextlib, io, os, runpy, sys, traceback
import numpy
try:
    import torch
except ImportError:
    torch = None
print("@@torch", torch is not None, flush=True)
for line in sys.stdin:
    os.chdir(line.rstrip("\n"))
    if torch is not None:
        torch.set_default_dtype(torch.float32)
    output = io.StringIO()
    with contextlib.redirect_stdout(output), contextlib.redirect_stderr(output):
        try:
            runpy.run_path("snippet.py", run_name="__main__")
            status = 0
        except SystemExit as exit_:
            status = exit_.code if isinstance(exit_.code, int) else int(exit_.code is not None)
        except BaseException:
            traceback.print_exc()
            status = 1
    print(output.getvalue() + "\n@@exit", status, flush=True)
)";

// The one Python process of this test, started at its first snippet. Anything but a clean
// "@@exit 0" from it (the process not starting, stopping, or printing no status) is a failure.
class PythonRunner
{
public:
    PythonRunner()
    {
        m_python.setProcessChannelMode(QProcess::MergedChannels);
        m_python.start(kPython, {QStringLiteral("-c"), QString::fromLatin1(kRunner)});
        m_hasTorch = m_python.waitForStarted(60000) && readUntil("@@torch ") && readUntil("\n") == "True";
    }
    ~PythonRunner()
    {
        m_python.closeWriteChannel();
        m_python.waitForFinished(10000);
    }
    bool hasTorch() const { return m_hasTorch; }
    /// Runs dir/snippet.py; its exit status (-1 when the runner gave none), and in `output` what it printed.
    int run(const QString &dir, QString *output)
    {
        m_python.write(dir.toUtf8() + '\n');
        const std::optional<QByteArray> printed = readUntil("\n@@exit ");
        const std::optional<QByteArray> status = printed ? readUntil("\n") : std::nullopt;
        bool isNumber = false;
        const int code = status ? status->toInt(&isNumber) : -1;
        *output = printed ? QString::fromUtf8(*printed)
                          : QStringLiteral("The Python runner stopped: %1").arg(QString::fromUtf8(m_buffer + m_python.readAll()));
        return isNumber ? code : -1;
    }

private:
    /// What the runner prints up to `marker`, which is consumed; nothing when it stops first.
    std::optional<QByteArray> readUntil(const QByteArray &marker)
    {
        while (!m_buffer.contains(marker)) {
            if (m_python.state() != QProcess::Running || !m_python.waitForReadyRead(120000))
                return std::nullopt;
            m_buffer += m_python.readAll();
        }
        const qsizetype at = m_buffer.indexOf(marker);
        const QByteArray before = m_buffer.left(at);
        m_buffer.remove(0, at + marker.size());
        return before;
    }

    QProcess m_python;
    QByteArray m_buffer;
    bool m_hasTorch = false;
};

PythonRunner &python()
{
    static PythonRunner runner;
    return runner;
}

/// The script's variables to check, each with what it must hold.
using Expected = QList<std::pair<QString, pe::Matrix>>;

// Runs `code` with `inputs` beside it and checks each of its `expected` variables.
void runAndCompare(const QString &code, const pe::CodeInputs &inputs, const Expected &expected, pe::CodeLanguage language)
{
    if (language == pe::CodeLanguage::PyTorch && !python().hasTorch())
        QSKIP("PyTorch is not installed (scripts/setup.sh installs python3-torch)");
    QTemporaryDir dir;
    for (const auto &input : inputs)
        QCOMPARE(pe::writeFileAtomically(dir.filePath(input.first), pe::matrixToNpy(input.second)), QString());
    QStringList checks;
    for (const auto &[variable, matrix] : expected) {
        QCOMPARE(pe::writeFileAtomically(dir.filePath(variable + QStringLiteral(".npy")), pe::matrixToNpy(matrix)), QString());
        checks.append(QStringLiteral("_check(\"%1\", %1)").arg(variable));
    }
    QCOMPARE(pe::writeFileAtomically(dir.filePath(QStringLiteral("snippet.py")),
                                     (code + QString::fromLatin1(kCheck).arg(checks.join(QStringLiteral(", ")))).toUtf8()), QString());
    QString output;
    const int status = python().run(dir.path(), &output);
    QVERIFY2(status == 0, qPrintable(output + QStringLiteral("\n--- snippet ---\n") + code));
}

// The same for one variable.
void runAndCompare(const QString &code, const pe::CodeInputs &inputs, const QString &variable, const pe::Matrix &expected,
                   pe::CodeLanguage language)
{
    runAndCompare(code, inputs, Expected{{variable, expected}}, language);
}

} // namespace

