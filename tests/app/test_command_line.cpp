// pe-explorer's command line read in-process: the parser, its option table and --help, and the
// settings file checked at start-up. The real program, run as a user would, is in
// test_command_line_runs.cpp.

#include "support/test_paths.h"
#include "attention/attention.h"
#include "cli/command_line.h"
#include "commands.h"
#include "cli/option_table.h"
#include "lesson/lesson_file.h"
#include "schemes/setting_table.h"
#include "state/app_state.h"
#include "training/code.h"

#include <QDir>
#include <QJsonDocument>
#include <QFileInfo>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

class TestCommandLine : public QObject
{
    Q_OBJECT
private slots:
    void helpExplainsEveryOption_data();
    void helpExplainsEveryOption();
    void everyOptionKeepsItsRules_data();
    void everyOptionKeepsItsRules();
    void parsesValidArguments();
    void rejectsBadArguments_data();
    void rejectsBadArguments();
    void vectorsSetDModel();
    void damagedSettingsFallBackToDefaults_data();
    void damagedSettingsFallBackToDefaults();
    void everyNumberSettingTravels_data();
    void everyNumberSettingTravels();
    void onlyAFirstLaunchOpensOnTheStartPage_data();
    void onlyAFirstLaunchOpensOnTheStartPage();
};

void TestCommandLine::everyNumberSettingTravels_data()
{
    QTest::addColumn<int>("row");
    int row = 0;
    for (const pe::NumberSetting &setting : pe::numberSettings())
        QTest::newRow(setting.key) << row++;
}

// Each row of the number-setting table, set on the command line with a scheme that reads it,
// reaches the settings; an explorer setting also survives a lesson file, a training one the
// command Show Code writes. Nothing here names a setting: a new row is checked as it is added.
void TestCommandLine::everyNumberSettingTravels()
{
    QFETCH(int, row);
    const pe::NumberSetting &setting = pe::numberSettings()[std::size_t(row)];
    const int value = setting.yesNo ? 1 : pe::defaultValue(setting) + 2 <= setting.maximum ? pe::defaultValue(setting) + 2 : pe::defaultValue(setting) - 2;
    const QString scheme = pe::schemesReading(setting).value(0);
    QVERIFY(!scheme.isEmpty() && value >= setting.minimum && value <= setting.maximum && value != pe::defaultValue(setting));
    QStringList arguments{"pe-explorer", "--scheme", scheme, "--" + pe::optionName(setting)};
    if (!setting.yesNo)
        arguments << QString::number(value);
    if (setting.explorer) {
        const CommandLineParse parse = parseCommandLine(arguments);
        QVERIFY2(parse.error.isEmpty(), qPrintable(parse.error));
        QCOMPARE(setting.get(parse.options.explorer.scheme.schemeSettings), value);
        AppState saved, opened;
        QVERIFY(saved.setExplorerSettings(parse.options.explorer).isEmpty());
        QString view;
        QCOMPARE(applyLesson(QJsonDocument(lessonToJson(saved, QStringLiteral("encoding"))).toJson(), &opened, &view), QString());
        QCOMPARE(setting.get(opened.explorerSettings().scheme.schemeSettings), value);
    }
    if (setting.training) {
        const CommandLineParse parse = parseCommandLine(arguments + QStringList{"--train", "who-did-it"});
        QVERIFY2(parse.error.isEmpty(), qPrintable(parse.error));
        QCOMPARE(setting.get(parse.options.training.schemeSettings), value);
        QVERIFY(pe::trainingCommandLine(parse.options.training).contains("--" + pe::optionName(setting)));
    }
}

void TestCommandLine::onlyAFirstLaunchOpensOnTheStartPage_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<bool>("lastSession");
    QTest::addColumn<bool>("startPage");
    QTest::newRow("nothing, the first time") << QStringList() << false << true;
    QTest::newRow("nothing, a session to go back to") << QStringList() << true << false;
    QTest::newRow("a language only") << QStringList{"--lang", "zh_CN"} << false << true;
    QTest::newRow("a view") << QStringList{"--view", "training"} << false << false;
    QTest::newRow("the handbook") << QStringList{"--view", "handbook"} << false << false;
    QTest::newRow("a lesson step") << QStringList{"--guided-step", "3"} << false << false;
    QTest::newRow("a setting") << QStringList{"--d-model", "16"} << false << false;
    QTest::newRow("a lesson file") << QStringList{"class.pelesson"} << false << false;
    QTest::newRow("a screenshot") << QStringList{"--screenshot", "out.png"} << false << false;
}

void TestCommandLine::onlyAFirstLaunchOpensOnTheStartPage()
{
    QFETCH(QStringList, arguments);
    QFETCH(bool, lastSession);
    QFETCH(bool, startPage);
    const CommandLineParse parse = parseCommandLine(QStringList{"pe-explorer"} + arguments);
    QVERIFY2(parse.error.isEmpty(), qPrintable(parse.error));
    QCOMPARE(opensOnStartPage(parse.options, lastSession), startPage);
}

void TestCommandLine::parsesValidArguments()
{
    const CommandLineParse parse = parseCommandLine(
        {"pe-explorer", "--export-encoding", "out.npy", "--d-model", "7", "--positions", "33", "--base", "100",
         "--layout", "concatenated"});
    QVERIFY2(parse.error.isEmpty(), qPrintable(parse.error));
    const CommandLineOptions &options = parse.options;
    QCOMPARE(options.mode, CommandLineOptions::Mode::ExportEncoding);
    QCOMPARE(options.outputFile, QStringLiteral("out.npy"));
    QCOMPARE(options.explorer.scheme.encoding.dModel, 7);
    QCOMPARE(options.explorer.scheme.encoding.positions, 33);
    QCOMPARE(options.explorer.scheme.encoding.base, 100.0);
    QCOMPARE(options.explorer.scheme.encoding.layout, pe::Layout::Concatenated);
    for (const auto &[convention, layout] : {std::pair{"paper", pe::Layout::Interleaved}, std::pair{"tensor2tensor", pe::Layout::Tensor2Tensor},
                                             std::pair{"marian", pe::Layout::Concatenated}}) {
        const CommandLineParse named = parseCommandLine({"pe-explorer", "--export-encoding", "out.npy", "--convention", convention});
        QVERIFY2(named.error.isEmpty(), qPrintable(named.error));
        QCOMPARE(named.options.explorer.scheme.encoding.layout, layout);
    }

    const CommandLineParse screenshot = parseCommandLine(
        {"pe-explorer", "--screenshot", "a.png", "--size", "1280x720", "--position", "3", "--dimension", "5"});
    QVERIFY2(screenshot.error.isEmpty(), qPrintable(screenshot.error));
    QCOMPARE(screenshot.options.mode, CommandLineOptions::Mode::Screenshot);
    QCOMPARE(screenshot.options.size, QSize(1280, 720));
    QCOMPARE(screenshot.options.explorer.position, 3);
    QCOMPARE(screenshot.options.explorer.dimension, 5);
    QCOMPARE(screenshot.options.explorer.comparePosition, ExplorerSettings().comparePosition); // not given: the default

    const CommandLineParse classic = parseCommandLine(
        {"pe-explorer", "--d-model", "64", "--pin", "2,6, 12", "--stacked", "--compare-position", "9"});
    QVERIFY2(classic.error.isEmpty(), qPrintable(classic.error));
    QCOMPARE(classic.options.explorer.pinnedDimensions, (QList<int>{2, 6, 12}));
    QVERIFY(classic.options.explorer.stackedCurves);
    QCOMPARE(classic.options.explorer.comparePosition, 9);

    QCOMPARE(parseCommandLine({"pe-explorer"}).options.mode, CommandLineOptions::Mode::Window);
}

void TestCommandLine::rejectsBadArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("named");
    QTest::newRow("unknown option") << QStringList{"--frobnicate"} << "frobnicate";
    QTest::newRow("missing value") << QStringList{"--export-encoding", "a.csv", "--d-model"} << "d-model";
    QTest::newRow("d_model not a number") << QStringList{"--export-encoding", "a.csv", "--d-model", "abc"} << "--d-model";
    QTest::newRow("d_model 0") << QStringList{"--export-encoding", "a.csv", "--d-model", "0"} << "d_model";
    QTest::newRow("d_model too large") << QStringList{"--export-encoding", "a.csv", "--d-model", "99999"} << "d_model";
    QTest::newRow("negative positions") << QStringList{"--export-encoding", "a.csv", "--positions", "-5"} << "positions";
    QTest::newRow("base 1") << QStringList{"--export-encoding", "a.csv", "--base", "1"} << "base";
    QTest::newRow("base nan") << QStringList{"--export-encoding", "a.csv", "--base", "nan"} << "--base";
    QTest::newRow("unknown layout") << QStringList{"--export-encoding", "a.csv", "--layout", "diagonal"} << "--layout";
    QTest::newRow("unknown extension") << QStringList{"--export-encoding", "a.txt"} << ".csv, .npy or .json";
    QTest::newRow("all heads of the paper's waves") << QStringList{"--export-encoding", "a.npy", "--all-heads"} << "--scheme alibi";
    QTest::newRow("all heads of a screenshot") << QStringList{"--screenshot", "a.png", "--all-heads"} << "--all-heads";
    QTest::newRow("offset -1") << QStringList{"--export-attention", "a.json", "--sentence", "a b", "--position-offset", "-1"} << "--position-offset";
    QTest::newRow("sink logit 31") << QStringList{"--export-attention", "a.json", "--sentence", "a b", "--sink-logit", "31"} << "--sink-logit must be from -30 to 30, got 31.";
    QTest::newRow("sink logit nan") << QStringList{"--screenshot", "a.png", "--view", "attention", "--sink-logit", "nan"} << "--sink-logit";
    QTest::newRow("masks take no scheme") << QStringList{"--export-masks", "d", "--preset", "llama4", "--scheme", "rope"} << "--scheme does not go with --export-masks, which takes --preset";
    for (const char *option : {"--layers", "--window", "--chunk"})  // 0 kept the model's value, -1 was refused
        for (const char *value : {"0", "-1"})
            QTest::addRow("masks with %s %s", option, value) << QStringList{"--export-masks", "d", "--preset", "llama4", option, value}
                                                             << "--layers, --window and --chunk must be whole numbers above 0.";
    QTest::newRow("masks take no seed") << QStringList{"--export-masks", "d", "--preset", "gemma3", "--seed", "3"} << "--seed does not go with --export-masks";
    QTest::newRow("ALiBi with 65 heads") << QStringList{"--export-encoding", "a.npy", "--scheme", "alibi", "--heads", "65"} << "heads";
    QTest::newRow("grid without a grid scheme") << QStringList{"--export-encoding", "a.npy", "--grid", "3x5"} << "--grid goes with --export-encoding --scheme sincos-2d";
    QTest::newRow("grid scheme without a grid") << QStringList{"--export-encoding", "a.npy", "--scheme", "sincos-2d"} << "--scheme sincos-2d needs --grid";
    QTest::newRow("grid with positions") << QStringList{"--export-encoding", "a.npy", "--scheme", "rope-2d", "--grid", "3x5", "--positions", "50"}
                                         << "--positions does not go with --grid";
    QTest::newRow("grid with a layout") << QStringList{"--export-encoding", "a.npy", "--scheme", "sincos-2d", "--grid", "3x5", "--layout", "concatenated"}
                                        << "--layout does not go with --grid";
    QTest::newRow("grid 3 by nothing") << QStringList{"--export-encoding", "a.npy", "--scheme", "rope-2d", "--grid", "3x"} << "--grid expects HxW";
    QTest::newRow("grid 0 x 5") << QStringList{"--export-encoding", "a.npy", "--scheme", "rope-2d", "--grid", "0x5"} << "--grid";
    QTest::newRow("sin-cos 2D of D 6") << QStringList{"--export-encoding", "a.npy", "--scheme", "sincos-2d", "--grid", "3x5", "--d-model", "6"} << "--d-model";
    QTest::newRow("grid RoPE base 1") << QStringList{"--export-encoding", "a.npy", "--scheme", "rope-2d", "--grid", "3x5", "--base", "1"} << "--base";
    QTest::newRow("positions without tokens") << QStringList{"--export-positions", "p.json"} << "--export-positions needs --tokens";
    QTest::newRow("positions not json") << QStringList{"--export-positions", "p.npy", "--tokens", "text:2"} << "must end in .json";
    QTest::newRow("tokens of a picture") << QStringList{"--export-positions", "p.json", "--tokens", "text:2,picture:2x2"} << "--tokens";
    QTest::newRow("merge not dividing") << QStringList{"--export-positions", "p.json", "--tokens", "image:3x4"} << "--spatial-merge";
    QTest::newRow("unknown mrope") << QStringList{"--export-positions", "p.json", "--tokens", "text:2", "--mrope", "qwen3"} << "--mrope must be one of";
    QTest::newRow("time ids past 32 bits") << QStringList{"--export-positions", "p.json", "--tokens", "text:2,video:3x2x2", "--mrope", "qwen2.5-vl",
                                                          "--seconds-per-frame", "100000", "--tokens-per-second", "20000"}
                                           << "would pass 2147483647";  // it wrote -2147483648 (the reference: 4000000000)
    QTest::newRow("seconds without qwen2.5") << QStringList{"--export-positions", "p.json", "--tokens", "text:2", "--seconds-per-frame", "2"} << "--seconds-per-frame goes with --mrope qwen2.5-vl";
    QTest::newRow("positions take no d_model") << QStringList{"--export-positions", "p.json", "--tokens", "text:2", "--d-model", "8"} << "--d-model does not go with --export-positions";
    QTest::newRow("tokens without the export") << QStringList{"--tokens", "text:2"} << "--tokens goes with --export-positions";
    QTest::newRow("position outside matrix") << QStringList{"--positions", "100", "--position", "100"} << "--position";
    QTest::newRow("dimension outside matrix") << QStringList{"--d-model", "8", "--dimension", "-1"} << "--dimension";
    QTest::newRow("compare outside matrix") << QStringList{"--positions", "10", "--compare-position", "10"} << "--compare-position";
    QTest::newRow("pin not a number") << QStringList{"--pin", "2,x"} << "--pin";
    QTest::newRow("pin outside matrix") << QStringList{"--d-model", "8", "--pin", "2,8"} << "--pin";
    QTest::newRow("tiny screenshot") << QStringList{"--screenshot", "a.png", "--size", "10x10"} << "--size";
    QTest::newRow("screenshot not png") << QStringList{"--screenshot", "a.jpg"} << ".png";
    QTest::newRow("unknown view") << QStringList{"--view", "nowhere"} << "--view";
    QTest::newRow("a figure of the handbook") << QStringList{"--export-figure", "a.png", "--view", "handbook"} << "the handbook has none";
    QTest::newRow("stray argument") << QStringList{"hello"} << "hello";
    QTest::newRow("two outputs") << QStringList{"--export-encoding", "a.csv", "--screenshot", "b.png"} << "only one";
    QTest::newRow("training and a screenshot") << QStringList{"--train", "previous", "--screenshot", "b.png"} << "got --screenshot, --train.";
    QTest::newRow("a training option in the window") << QStringList{"--steps", "5"} << "--steps goes with --train.";
    QTest::newRow("a worksheet option in an export") << QStringList{"--export-encoding", "a.csv", "--greys"} << "--greys goes with --export-challenges.";
    QTest::newRow("yarn's beta with sinusoidal") << QStringList{"--yarn-beta-fast", "8"} << "--yarn-beta-fast goes with --scheme rope or --compare-scheme rope.";
    QTest::newRow("attention without sentence") << QStringList{"--export-attention", "a.json"} << "--sentence";
    QTest::newRow("attention not json") << QStringList{"--export-attention", "a.csv", "--sentence", "hi"} << ".json";
    QTest::newRow("attention empty sentence") << QStringList{"--export-attention", "a.json", "--sentence", "  "} << "token count";
    QTest::newRow("heads do not divide d_model") << QStringList{"--export-attention", "a.json", "--sentence", "a b", "--heads", "3"} << "--heads";
    QTest::newRow("block without sentence") << QStringList{"--export-block", "out"} << "--export-block needs --sentence";
    QTest::newRow("block, empty sentence") << QStringList{"--export-block", "out", "--sentence", " "} << "token count";
    QTest::newRow("block, rope beside the words") << QStringList{"--export-block", "out", "--sentence", "a b", "--scheme", "rope", "--concatenate-position"}
                                                  << "Only a scheme that adds a vector";
    QTest::newRow("block, multiplied") << QStringList{"--export-block", "out", "--sentence", "a b", "--combine", "multiply"} << "multiplying";
    QTest::newRow("block, d_model 512") << QStringList{"--export-block", "out", "--sentence", "a b", "--d-model", "512"} << "from 2 to 256";
    QTest::newRow("beside without a block") << QStringList{"--concatenate-position"} << "--concatenate-position goes with --export-block or --inside-block";
    QTest::newRow("inside the block, explorer") << QStringList{"--screenshot", "a.png", "--inside-block"} << "--inside-block goes with --screenshot --view attention.";
    QTest::newRow("block and attention") << QStringList{"--export-block", "out", "--export-attention", "a.json", "--sentence", "a"} << "only one";
    QTest::newRow("heads not a number") << QStringList{"--heads", "two"} << "--heads";
    QTest::newRow("heads 0 for a screenshot") << QStringList{"--screenshot", "a.png", "--view", "attention", "--heads", "0"} << "--heads";
    QTest::newRow("heads 3 with d_model 64") << QStringList{"--view", "attention", "--heads", "3"} << "--heads";
    QTest::newRow("figure as gif") << QStringList{"--export-figure", "a.gif"} << ".png, .svg or .pdf";
    QTest::newRow("unknown language") << QStringList{"--lang", "fr"} << "--lang";
    QTest::newRow("unknown scheme") << QStringList{"--scheme", "fourier"} << "--scheme";
    QTest::newRow("max_len zero") << QStringList{"--scheme", "learned", "--max-len", "0"} << "max_len";
    QTest::newRow("rope has half the columns") << QStringList{"--scheme", "rope", "--d-model", "8", "--dimension", "4"} << "--dimension";
    QTest::newRow("unknown projection") << QStringList{"--projection", "learned"} << "--projection";
    QTest::newRow("unknown rope layout") << QStringList{"--scheme", "rope", "--rope-layout", "interleaved"} << "--rope-layout must be pairs or halves";
    QTest::newRow("unknown score") << QStringList{"--score", "general"} << "--score must be one of dot, scaled, additive, bilinear, cosine, got";
    QTest::newRow("both layouts") << QStringList{"--scheme", "rope", "--layout", "concatenated", "--rope-layout", "halves"} << "--rope-layout goes with";
    QTest::newRow("rope layout without rope") << QStringList{"--rope-layout", "halves"} << "--rope-layout goes with --scheme rope";
    QTest::newRow("sinusoidal layout with rope") << QStringList{"--scheme", "rope", "--layout", "concatenated"} << "--layout or --convention with the sinusoidal";
    QTest::newRow("t5 buckets without t5") << QStringList{"--t5-buckets", "8"} << "--t5-buckets goes with --scheme t5 or --compare-scheme t5";
    QTest::newRow("t5 with 3 buckets") << QStringList{"--scheme", "t5", "--t5-buckets", "3"} << "buckets must be a whole number from 4 to 1024";
    QTest::newRow("t5 max distance among the exact ones") << QStringList{"--scheme", "t5", "--causal", "--t5-max-distance", "16"}
                                                          << "max distance must be a whole number from 17";
    QTest::newRow("rope scaling without rope") << QStringList{"--rope-scaling", "ntk"} << "--rope-scaling goes with --scheme rope or --compare-scheme rope.";
    QTest::newRow("unknown rope scaling") << QStringList{"--scheme", "rope", "--rope-scaling", "longrope"} << "--rope-scaling must be one of none, interpolation, ntk, dynamic-ntk, yarn, llama3";
    QTest::newRow("rope factor without scaling") << QStringList{"--scheme", "rope", "--rope-factor", "2"} << "--rope-factor is not read by --rope-scaling none";
    QTest::newRow("rope factor below 1") << QStringList{"--scheme", "rope", "--rope-scaling", "ntk", "--rope-factor", "0.5"} << "RoPE's scaling factor must be from 1";
    QTest::newRow("unknown convention") << QStringList{"--convention", "fairseq2"} << "--convention must be paper, tensor2tensor or marian";
    QTest::newRow("convention and layout") << QStringList{"--convention", "marian", "--layout", "concatenated"} << "--convention and --layout say the same thing";
    QTest::newRow("convention with rope") << QStringList{"--scheme", "rope", "--convention", "marian"} << "--layout or --convention with the sinusoidal";
    QTest::newRow("L0 without a scaling that reads it") << QStringList{"--scheme", "rope", "--rope-scaling", "ntk", "--rope-original-length", "8"}
                                                        << "--rope-original-length is not read by --rope-scaling ntk";
    QTest::newRow("yarn's betas with llama3") << QStringList{"--scheme", "rope", "--rope-scaling", "llama3", "--yarn-beta-fast", "8"}
                                              << "--yarn-beta-fast is not read by --rope-scaling llama3";
    QTest::newRow("llama3's factors crossed") << QStringList{"--scheme", "rope", "--rope-scaling", "llama3", "--rope-low-freq-factor", "4"}
                                              << "low_freq_factor and high_freq_factor must be above 0";
    QTest::newRow("yarn's betas crossed") << QStringList{"--scheme", "rope", "--rope-scaling", "yarn", "--yarn-beta-slow", "40"}
                                          << "beta_slow and beta_fast must be above 0";
    QTest::newRow("L0 of 0") << QStringList{"--scheme", "rope", "--rope-scaling", "dynamic-ntk", "--rope-original-length", "0"}
                             << "original length must be from 1";
    QTest::newRow("partial rope without rope") << QStringList{"--rope-partial", "neox", "--rope-fraction", "0.25"} << "--rope-partial goes with --scheme rope";
    QTest::newRow("partial rope without its part") << QStringList{"--scheme", "rope", "--rope-partial", "neox"} << "needs --rope-fraction P";
    QTest::newRow("a part without partial rope") << QStringList{"--scheme", "rope", "--rope-fraction", "0.5"} << "--rope-fraction goes with --rope-partial.";
    QTest::newRow("unknown partial rope") << QStringList{"--scheme", "rope", "--rope-partial", "half", "--rope-fraction", "0.5"} << "--rope-partial must be one of full, neox, proportional";
    QTest::newRow("nothing turns") << QStringList{"--scheme", "rope", "--rope-partial", "neox", "--rope-fraction", "0"} << "above 0 and at most 1";
    QTest::newRow("a part just over 1") << QStringList{"--scheme", "rope", "--rope-partial", "neox", "--rope-fraction", "1.0000000001"}
                                        << "(got 1.0000000001)";  // "(got 1)" refused 1 in the same breath
    QTest::newRow("partial rope and scaling") << QStringList{"--scheme", "rope", "--rope-partial", "neox", "--rope-fraction", "0.5", "--rope-scaling", "ntk", "--rope-factor", "2"} << "not both";
    QTest::newRow("partial rope inside the block") << QStringList{"--export-block", "out", "--sentence", "a b", "--scheme", "rope", "--rope-partial", "proportional", "--rope-fraction", "0.5"} << "a partial RoPE is shown in the maps only";
    QTest::newRow("shaw clip without shaw") << QStringList{"--shaw-clip", "3"} << "--shaw-clip goes with --scheme shaw or --compare-scheme shaw";
    QTest::newRow("shaw clip 0") << QStringList{"--scheme", "shaw", "--shaw-clip", "0"} << "the clipping distance k must be a whole number from 1";
    QTest::newRow("unknown combine") << QStringList{"--combine", "concat"} << "--combine";
    QTest::newRow("negative seed") << QStringList{"--seed", "-1"} << "--seed";
    QTest::newRow("position weight too large") << QStringList{"--position-weight", "11"} << "--position-weight";
}

void TestCommandLine::rejectsBadArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, named);
    const CommandLineParse parse = parseCommandLine(QStringList{"pe-explorer"} + arguments);
    QVERIFY2(parse.error.contains(named), qPrintable(parse.error));
}

void TestCommandLine::helpExplainsEveryOption_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<bool>("setsUp");
    for (const CommandLineOption &option : commandLineOptions())
        QTest::newRow(qPrintable(option.names.last())) << option.names.last() << option.setsUp;
}

void TestCommandLine::helpExplainsEveryOption()
{
    // Every option the parser accepts has its line in --help, and an option that sets up the
    // app keeps the last session from being restored.
    QFETCH(QString, option);
    QFETCH(bool, setsUp);
    const QString help = commandLineHelp();
    // Another name may come first: "-h, --help", "--lesson-step, --guided-step N".
    const QRegularExpression line(QStringLiteral("^  (-\\w, )?(--[\\w-]+, )?--%1( \\S+)? +\\S").arg(QRegularExpression::escape(option)),
                                  QRegularExpression::MultilineOption);
    const QRegularExpression alone(QStringLiteral("^  (--[\\w-]+, )?--%1 \\S+\\n {27}\\S").arg(QRegularExpression::escape(option)),
                                   QRegularExpression::MultilineOption);
    QVERIFY2(line.match(help).hasMatch() || alone.match(help).hasMatch(), qPrintable(help));
    const auto it = std::find_if(commandLineOptions().begin(), commandLineOptions().end(),
                                 [&](const CommandLineOption &o) { return o.names.last() == option; });
    QVERIFY(!it->help().trimmed().isEmpty());
    QStringList arguments{QStringLiteral("pe-explorer"), QStringLiteral("--") + option};
    if (!it->valueName.isEmpty())
        arguments.append(QStringLiteral("x"));
    const CommandLineParse parse = parseCommandLine(arguments);
    QVERIFY2(!parse.error.startsWith(QStringLiteral("Unknown option")), qPrintable(parse.error));
    if (parse.error.isEmpty() && parse.options.mode == CommandLineOptions::Mode::Window)
        QCOMPARE(parse.options.stateGiven, setsUp);
}

void TestCommandLine::everyOptionKeepsItsRules_data()
{
    QTest::addColumn<int>("row");
    for (int row = 0; row < commandLineOptions().size(); ++row)
        QTest::newRow(qPrintable(commandLineOptions()[row].names.last())) << row;
}

// The rules the option table states hold for every row, read from the table itself: each option
// named in a rule is an option; an option given in a mode of another family is refused, and one
// with a rule is refused alone with the sentence that names what it goes with.
void TestCommandLine::everyOptionKeepsItsRules()
{
    QFETCH(int, row);
    const CommandLineOption &option = commandLineOptions()[row];
    const QString name = option.names.last();
    const auto known = [](const QString &other) {
        return std::any_of(commandLineOptions().begin(), commandLineOptions().end(), [&](const CommandLineOption &o) { return o.names.contains(other); });
    };
    for (const QString &alternative : option.goesWith)
        for (const QString &need : alternative.split(QLatin1Char(' ')))
            QVERIFY2(known(need.section(QLatin1Char('='), 0, 0)), qPrintable(need));
    if (option.group == CommandLineOption::Group::Other || option.output)
        return;
    // Each family's way in: nothing (the window), --train, --export-challenges.
    const QList<std::pair<int, QStringList>> families{
        {ForSetUp, {}}, {ForTraining, {"--train", "previous"}}, {ForChallenges, {"--export-challenges", "a.json"}},
        {ForPositions, {"--export-positions", "a.json", "--tokens", "text:1"}}};
    for (const auto &[use, wayIn] : families) {
        QStringList arguments = QStringList{"pe-explorer"} + wayIn + QStringList{QStringLiteral("--") + name};
        if (!option.valueName.isEmpty())
            arguments.append(QStringLiteral("1"));
        const QString error = parseCommandLine(arguments).error;
        if (!(optionUses(option) & use))
            QVERIFY2(error.startsWith(QStringLiteral("--%1 goes with --").arg(name)) || error.startsWith(QStringLiteral("--%1 does not go with --").arg(name)),
                     qPrintable(error));
        else if (!option.goesWith.isEmpty() && !option.goesWith.contains(wayIn.value(0).mid(2)))  // not met by the way in itself
            QVERIFY2(error.startsWith(QStringLiteral("--%1 goes with --").arg(name)), qPrintable(error));
    }
}

void TestCommandLine::vectorsSetDModel()
{
    const QString sample = sampleVectorsPath();
    const CommandLineParse parse = parseCommandLine({"pe-explorer", "--export-attention", "a.json", "--sentence", "Tigers love rabbits.",
                                                     "--vectors", sample, "--heads", "2"});
    QVERIFY2(parse.error.isEmpty(), qPrintable(parse.error));
    QCOMPARE(parse.options.vectorsFile, sample);
    QVERIFY(parse.options.vectors);
    QCOMPARE(parse.options.explorer.scheme.encoding.dModel, 8);
    QVERIFY(parse.options.stateGiven);
    const pe::AttentionOptions attention = commandLineAttentionOptions(parse.options);
    QCOMPARE(attention.dModel, 8);
    QCOMPARE(attention.vectors, parse.options.vectors);

    // The screenshot gets the same options; an explicit --d-model equal to the file's is fine.
    const CommandLineParse screenshot = parseCommandLine({"pe-explorer", "--screenshot", "a.png", "--view", "attention",
                                                          "--vectors", sample, "--d-model", "8"});
    QVERIFY2(screenshot.error.isEmpty(), qPrintable(screenshot.error));
    QCOMPARE(screenshot.options.vectors->dimension, 8);
    QCOMPARE(commandLineAttentionOptions(screenshot.options).vectors, screenshot.options.vectors);

    QVERIFY(parseCommandLine({"pe-explorer", "--vectors", sample}).error.contains("--vectors"));
    QVERIFY(parseCommandLine({"pe-explorer", "--export-encoding", "a.csv", "--vectors", sample}).error.contains("--vectors"));
    QVERIFY(parseCommandLine({"pe-explorer", "--screenshot", "a.png", "--vectors", sample, "--heads", "3"}).error.contains("--heads"));
    QVERIFY(parseCommandLine({"pe-explorer", "x.pelesson", "--screenshot", "a.png", "--vectors", sample}).error.contains("lesson"));
}

void TestCommandLine::damagedSettingsFallBackToDefaults_data()
{
    QTest::addColumn<QByteArray>("contents");
    QTest::addColumn<bool>("setAside");
    QTest::newRow("good") << QByteArray("[General]\nlanguage=zh_CN\ncolourMap=greys\n") << false;
    QTest::newRow("broken section header") << QByteArray("[General\nlanguage=zh_CN\n") << true;
    QTest::newRow("binary garbage") << QByteArray("\x00\x01\xff\xfe [[[ ==\n", 12) << false;  // Qt reads no keys: defaults
    QTest::newRow("empty") << QByteArray() << false;
}

void TestCommandLine::damagedSettingsFallBackToDefaults()
{
    QFETCH(QByteArray, contents);
    QFETCH(bool, setAside);
    QTemporaryDir dir;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir.path());
    QCoreApplication::setOrganizationName(QStringLiteral("pe-explorer"));
    QCoreApplication::setApplicationName(QStringLiteral("pe-explorer"));
    const QString path = QSettings().fileName();
    QVERIFY(path.startsWith(dir.path()));
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(contents);
    file.close();

    const QString notice = checkSettingsFile();
    QCOMPARE(notice.contains(QStringLiteral("damaged")), setAside);
    QCOMPARE(QFile::exists(path + QStringLiteral(".corrupt")), setAside);
    QCOMPARE(QSettings().status(), QSettings::NoError);
}

QTEST_GUILESS_MAIN(TestCommandLine)
#include "test_command_line.moc"
