// Fuzz target for parseCommandLine(): the bytes, split on '\0' and '\n', are the arguments
// after the program's name (each read as UTF-8). The parser must never crash, and what it
// accepts must be in range, since the window and the exports trust it:
// - the encoding and scheme settings pass pe::validationError();
// - --position, --compare-position, --dimension and every --pin are inside the matrix that the
//   explorer shows (L rows; its columns depend on the scheme: D, D/2 for RoPE, L for ALiBi);
// - the lab's weight, seed and heads are in their documented ranges, the screenshot size too;
// - word vectors, when a --vectors file was read, have d_model's dimension;
// - an attention export has attention options and a sentence that the core accepts.

#include "attention/attention.h"
#include "cli/command_line.h"
#include "schemes/position_schemes.h"
#include "text/tokenizer.h"

#include <QStringList>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

[[noreturn]] void fail(const char *what, const QStringList &arguments)
{
    std::fprintf(stderr, "command-line invariant broken: %s\narguments:\n", what);
    for (const QString &argument : arguments)
        std::fprintf(stderr, "  [%s]\n", argument.toUtf8().constData());
    std::abort();
}

QStringList argumentsFrom(const char *bytes, std::size_t size)
{
    QStringList arguments{QStringLiteral("pe-explorer")};
    std::size_t start = 0;
    for (std::size_t i = 0; i <= size; ++i) {
        if (i == size || bytes[i] == '\0' || bytes[i] == '\n') {
            if (i < size || i > start)  // no empty last argument from a trailing separator
                arguments.append(QString::fromUtf8(bytes + start, qsizetype(i - start)));
            start = i + 1;
        }
    }
    return arguments;
}

bool inside(int value, int count)
{
    return value >= 0 && value < count;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QStringList arguments = argumentsFrom(reinterpret_cast<const char *>(data), size);
    const CommandLineParse parse = parseCommandLine(arguments);
    if (!parse.error.isEmpty())
        return 0;

    const CommandLineOptions &options = parse.options;
    const ExplorerSettings &explorer = options.explorer;
    const pe::SinusoidalParams &encoding = explorer.scheme.encoding;
    if (!pe::validationError(encoding).isEmpty())
        fail("accepted encoding settings that validationError() refuses", arguments);
    const pe::SchemeParams &scheme = explorer.scheme;
    if (!pe::validationError(scheme).isEmpty())
        fail("accepted scheme settings that validationError() refuses", arguments);
    const int columns = pe::schemeColumns(scheme);
    if (!inside(explorer.position, encoding.positions))
        fail("accepted a --position outside the matrix", arguments);
    if (!inside(explorer.comparePosition, encoding.positions))
        fail("accepted a --compare-position outside the matrix", arguments);
    if (!inside(explorer.dimension, columns))
        fail("accepted a --dimension outside the matrix", arguments);
    for (int pin : explorer.pinnedDimensions)
        if (pin < 0 || pin >= columns)
            fail("accepted a --pin outside the matrix", arguments);
    if (!(options.lab.positionWeight >= kMinPositionWeight && options.lab.positionWeight <= kMaxPositionWeight))
        fail("accepted a --position-weight outside 0 to 10", arguments);
    if (options.lab.seed > quint64(kMaxLabSeed))
        fail("accepted a --seed outside 0 to 999999", arguments);
    if (options.vectors && options.vectors->dimension != encoding.dModel)
        fail("accepted --vectors whose dimension is not d_model", arguments);
    if (options.lab.heads < 1 || options.lab.heads > pe::kMaxHeads || encoding.dModel % options.lab.heads != 0)
        fail("accepted --heads outside 1 to 8 or not dividing d_model", arguments);
    if (options.size.width() < 1024 || options.size.height() < 600 || options.size.width() > 8192
        || options.size.height() > 8192)
        fail("accepted a --size outside 1024x600 to 8192x8192", arguments);

    using Mode = CommandLineOptions::Mode;
    if ((options.mode == Mode::ExportEncoding || options.mode == Mode::ExportAttention || options.mode == Mode::Screenshot)
        && options.outputFile.isEmpty())
        fail("accepted an export without a file name", arguments);
    if (options.mode == Mode::ExportAttention) {
        const int tokens = int(pe::tokenize(options.lab.sentenceA, {options.lab.lowerCase}).size());
        if (!pe::validationError(commandLineAttentionOptions(options), tokens).isEmpty())
            fail("accepted an attention export that the core refuses", arguments);
    }
    return 0;
}
