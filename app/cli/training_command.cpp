#include "cli/training_command.h"

#include "cli/option_table.h"
#include "cli/option_values.h"
#include "cli/scheme_options.h"
#include "schemes/setting_table.h"
#include "schemes/table.h"
#include "training/export.h"

#include <QElapsedTimer>
#include <cstdio>
#include <limits>

namespace {

bool readPosition(const QCommandLineParser &parser, std::optional<pe::Scheme> *position, QString *error)
{
    const QString name = parser.value(QStringLiteral("scheme"));
    pe::Scheme scheme;
    if (!parser.isSet(QStringLiteral("scheme")))
        return true;
    if (name == QLatin1String("none") || name == QLatin1String("nope")) {  // NoPE: no position at all
        *position = std::nullopt;
        return true;
    }
    if (pe::schemeFromName(name, &scheme)) {
        *position = scheme;
        return true;
    }
    QStringList names{QStringLiteral("none"), QStringLiteral("nope")};
    for (pe::Scheme known : pe::allSchemes())
        names.append(pe::schemeName(known));
    *error = CommandLine::tr("--scheme must be one of %1 for training, got '%2'.").arg(names.join(QStringLiteral(", ")), name);
    return false;
}

QString percent(double accuracy)
{
    return QStringLiteral("%1 %").arg(100.0 * accuracy, 0, 'f', 1);
}

} // namespace

bool parseTrainingOptions(const QCommandLineParser &parser, CommandLineOptions *options, QString *error)
{
    pe::TrainingSettings &s = options->training;
    if (!pe::taskFromName(parser.value(QStringLiteral("train")), &s.task)) {
        QStringList names;
        for (pe::TrainingTask task : pe::allTasks())
            names.append(pe::taskName(task));
        *error = CommandLine::tr("--train must be one of %1, got '%2'.").arg(names.join(QStringLiteral(", ")), parser.value(QStringLiteral("train")));
        return false;
    }
    if (parser.isSet(QStringLiteral("task-language")) && !pe::languageFromName(parser.value(QStringLiteral("task-language")), &s.language)) {
        *error = CommandLine::tr("--task-language must be en or zh, got '%1'.").arg(parser.value(QStringLiteral("task-language")));
        return false;
    }
    // Without --test-length, the test goes on to twice the training length.
    const bool testLengthGiven = parser.isSet(QStringLiteral("test-length"));
    int seed = int(s.seed);
    if (!readPosition(parser, &s.position, error) || !readInt(parser, QStringLiteral("layers"), &s.layers, error)
        || !readInt(parser, QStringLiteral("heads"), &s.heads, error) || !readInt(parser, QStringLiteral("d-model"), &s.dModel, error)
        || !readInt(parser, QStringLiteral("steps"), &s.steps, error) || !readInt(parser, QStringLiteral("batch"), &s.batch, error)
        || !readDouble(parser, QStringLiteral("lr"), &s.learningRate, error)
        || !readInt(parser, QStringLiteral("train-length"), &s.trainLength, error)
        || !readInt(parser, QStringLiteral("test-length"), &s.testLength, error) || !readInt(parser, QStringLiteral("seed"), &seed, error))
        return false;
    if (seed < 0) {
        *error = CommandLine::tr("--seed must be from 0 to %1, got %2.").arg(std::numeric_limits<int>::max()).arg(seed);
        return false;
    }
    s.seed = quint64(seed);
    s.causal = parser.isSet(QStringLiteral("causal"));
    if (!readScore(parser, &s.score, error))
        return false;
    pe::SchemeParams scheme;
    if (!readSchemeSettings(parser, s.causal, &scheme, error))
        return false;
    s.schemeSettings = scheme.schemeSettings;  // RoPE's factor is each test length over the training length
    s.layout = scheme.encoding.layout;          // the sinusoidal convention
    if ((parser.isSet(QStringLiteral("layout")) || parser.isSet(QStringLiteral("convention"))) && s.position != pe::Scheme::Sinusoidal) {
        *error = CommandLine::tr("--layout and --convention go with --train … --scheme sinusoidal.");
        return false;
    }
    s.schemeSettings.t5.causal = false;         // T5's direction follows --causal (modelConfig())
    if (!testLengthGiven)
        s.testLength = std::min(2 * s.trainLength, pe::kMaxTrainingLength);
    options->outputFile = parser.value(QStringLiteral("export-training"));
    *error = pe::validationError(s);
    return error->isEmpty();
}

int trainFromCommandLine(const CommandLineOptions &options)
{
    const pe::TrainingSettings &s = options.training;
    QElapsedTimer clock;
    clock.start();
    pe::Trainer trainer(s);
    const QString title = QStringLiteral("%1 (%2), %3, %4").arg(pe::taskName(s.task), pe::languageName(s.language), pe::positionName(s.position),
                                                              s.causal ? QStringLiteral("causal") : QStringLiteral("encoder"));
    while (trainer.stepsDone() < s.steps) {
        const double loss = trainer.step();
        if (trainer.stepsDone() % 100 == 0 || trainer.stepsDone() == s.steps)
            std::fprintf(stderr, "%s", qPrintable(CommandLine::tr("step %1/%2: loss %3, training accuracy %4\n")
                                                      .arg(trainer.stepsDone()).arg(s.steps).arg(loss, 0, 'f', 4)
                                                      .arg(percent(trainer.trainAccuracies().back()))));
    }
    const std::vector<pe::LengthAccuracy> measured = trainer.testAccuracyByLength();
    const double seconds = clock.nsecsElapsed() * 1e-9;
    QString report = CommandLine::tr("%1: %2 steps in %3 s\n").arg(title).arg(s.steps).arg(seconds, 0, 'f', 2);
    report += CommandLine::tr("Test accuracy by length (trained on %1 to %2 tokens; chance %3):\n")
                  .arg(trainer.definition().shortest).arg(s.trainLength).arg(percent(pe::chanceAccuracy(s.task)));
    for (const pe::LengthAccuracy &m : measured)
        report += QStringLiteral("  %1: %2\n").arg(m.length, 2).arg(m.accuracy ? percent(*m.accuracy) : CommandLine::tr("no encoding"));
    std::fputs(qPrintable(report), stdout);
    if (options.outputFile.isEmpty())
        return 0;
    const QString error = pe::exportTraining(options.outputFile, trainer, seconds);
    if (!error.isEmpty()) {
        std::fprintf(stderr, "pe-explorer: %s\n", qPrintable(error));
        return 1;
    }
    return 0;
}
