#include "cli/challenge_command.h"

#include "challenges/questions.h"
#include "export/matrix_export.h"
#include "cli/option_table.h"
#include "cli/option_values.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <cstdio>

namespace {

// --greys, --compact and --answer-key KEY.pdf: only for a worksheet, the key a PDF file of its own.
bool readWorksheetOptions(const QCommandLineParser &parser, CommandLineOptions *options, QString *error)
{
    options->worksheetGreys = parser.isSet(QStringLiteral("greys"));
    options->worksheetCompact = parser.isSet(QStringLiteral("compact"));
    options->answerKeyFile = parser.value(QStringLiteral("answer-key"));
    if (options->mode != CommandLineOptions::Mode::ExportWorksheet) {
        for (const QString &name : {QStringLiteral("greys"), QStringLiteral("compact"), QStringLiteral("answer-key")})
            if (parser.isSet(name)) {
                *error = CommandLine::tr("--%1 is for a worksheet: give --export-challenges a file ending in .pdf.").arg(name);
                return false;
            }
        return true;
    }
    if (parser.isSet(QStringLiteral("answer-key")) && !options->answerKeyFile.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive)) {
        *error = CommandLine::tr("--answer-key: '%1' must end in .pdf.").arg(options->answerKeyFile);
        return false;
    }
    if (!options->answerKeyFile.isEmpty() && QFileInfo(options->answerKeyFile).absoluteFilePath() == QFileInfo(options->outputFile).absoluteFilePath()) {
        *error = CommandLine::tr("--answer-key: the key needs a file of its own, not the worksheet's '%1'.").arg(options->outputFile);
        return false;
    }
    return true;
}

} // namespace

bool parseChallengeOptions(const QCommandLineParser &parser, CommandLineOptions *options, QString *error)
{
    options->outputFile = parser.value(QStringLiteral("export-challenges"));
    if (options->outputFile.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        options->mode = CommandLineOptions::Mode::ExportChallenges;
    else if (options->outputFile.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        options->mode = CommandLineOptions::Mode::ExportWorksheet;
    else {
        *error = CommandLine::tr("--export-challenges: '%1' must end in .json (the questions) or .pdf (the worksheet).").arg(options->outputFile);
        return false;
    }
    if (!readWorksheetOptions(parser, options, error))
        return false;
    int level = options->challengeLevel, seed = int(options->challengeSeed), count = options->challengeCount;
    if (!readInt(parser, QStringLiteral("level"), &level, error) || !readInt(parser, QStringLiteral("seed"), &seed, error)
        || !readInt(parser, QStringLiteral("count"), &count, error))
        return false;
    if (level < 1 || level > pe::kChallengeLevels) {
        *error = CommandLine::tr("--level must be from 1 to %1, got %2.").arg(pe::kChallengeLevels).arg(level);
        return false;
    }
    if (seed < 0 || seed > kMaxLabSeed) {
        *error = CommandLine::tr("--seed must be from 0 to %1, got %2.").arg(kMaxLabSeed).arg(seed);
        return false;
    }
    if (count < 1 || count > pe::kMaxChallengeCount) {
        *error = CommandLine::tr("--count must be from 1 to %1, got %2.").arg(pe::kMaxChallengeCount).arg(count);
        return false;
    }
    options->challengeLevel = level;
    options->challengeSeed = quint64(seed);
    options->challengeCount = count;
    return true;
}

int exportChallenges(const CommandLineOptions &options)
{
    QJsonArray questions;
    for (const pe::Question &question : pe::generateChallenges(options.challengeLevel, options.challengeSeed, options.challengeCount))
        questions.append(pe::questionToJson(question));
    const QJsonObject file{{QStringLiteral("level"), options.challengeLevel},
                           {QStringLiteral("level_title"), pe::challengeLevelTitle(options.challengeLevel)},
                           {QStringLiteral("seed"), qint64(options.challengeSeed)},
                           {QStringLiteral("questions"), questions}};
    const QString error = pe::writeFileAtomically(options.outputFile, QJsonDocument(file).toJson(QJsonDocument::Indented));
    if (!error.isEmpty()) {
        std::fprintf(stderr, "pe-explorer: %s\n", qPrintable(error));
        return 1;
    }
    return 0;
}
