#include "cli/option_table.h"

#include "attention/attention.h"
#include "challenges/questions.h"
#include "grid/grid_encoding.h"
#include "schemes/position_schemes.h"
#include "schemes/setting_table.h"
#include "state/settings.h"
#include "state/view_names.h"
#include "training/run.h"

#include <algorithm>
#include <optional>

namespace {

using Group = CommandLineOption::Group;

QString schemeNameList()
{
    QStringList names;
    for (pe::Scheme scheme : pe::allSchemes())
        names.append(pe::schemeName(scheme));
    return names.join(QStringLiteral(", "));
}

// Each group of --help, in the order of Group: its title and the modes its options go with.
struct GroupInfo
{
    const char *title;  ///< context "CommandLine"
    int uses;
};
constexpr GroupInfo kGroups[] = {
    {QT_TRANSLATE_NOOP("CommandLine", "Write a file and exit (no screen needed):"), ForSetUp},
    {QT_TRANSLATE_NOOP("CommandLine", "Window (and screenshot):"), ForSetUp},
    {QT_TRANSLATE_NOOP("CommandLine", "Settings (for the window, the export and the screenshot):"), ForSetUp},
    {QT_TRANSLATE_NOOP("CommandLine", "Attention Lab (and the attention export):"), ForSetUp},
    {QT_TRANSLATE_NOOP("CommandLine", "Training (train a tiny Transformer and exit):"), ForTraining},
    {QT_TRANSLATE_NOOP("CommandLine", "Challenges (write a round of questions with their answers and exit):"), ForChallenges},
    {QT_TRANSLATE_NOOP("CommandLine", "Other:"), ForEveryMode},
};

// The options of the number settings (pe::numberSettings()): the explorer's among the settings,
// before --compare-scheme; those of training alone after --test-length.
QList<CommandLineOption> withNumberSettings(QList<CommandLineOption> options)
{
    const auto after = [&options](const char *name) {
        return std::find_if(options.begin(), options.end(), [name](const CommandLineOption &o) { return o.names.first() == QLatin1String(name); });
    };
    for (const pe::NumberSetting &setting : pe::numberSettings()) {
        const auto place = setting.explorer ? after("compare-scheme") : std::next(after("test-length"));
        QStringList goesWith;  // a scheme that reads it, or the compared one in a set-up
        for (const QString &scheme : setting.onlyWithScheme ? pe::schemesReading(setting) : QStringList())
            goesWith << QStringLiteral("scheme=") + scheme << QStringLiteral("compare-scheme=") + scheme;
        options.insert(place, {{pe::optionName(setting)}, QString::fromLatin1(setting.valueName),
                               setting.explorer ? Group::Explorer : Group::Training, setting.explorer,
                               [&setting] { return pe::settingHelp(setting); }, std::nullopt,
                               (setting.explorer ? ForSetUp : 0) | (setting.training ? ForTraining : 0), goesWith});
    }
    return options;
}

// --grid goes with an export of a grid scheme.
QStringList gridSchemeRules()
{
    QStringList rules;
    for (const QString &name : pe::gridSchemeNames())
        rules.append(QStringLiteral("export-encoding scheme=") + name);
    return rules;
}

// RoPE's scaling and its numbers go with RoPE, explored or compared.
QStringList withRope()
{
    return {QStringLiteral("scheme=rope"), QStringLiteral("compare-scheme=rope")};
}

} // namespace

int optionUses(const CommandLineOption &option)
{
    return option.uses != 0 ? option.uses : kGroups[int(option.group)].uses;
}

const QList<CommandLineOption> &commandLineOptions()
{
    static const QList<CommandLineOption> options = withNumberSettings({
        {{QStringLiteral("export-encoding")}, QStringLiteral("FILE"), Group::Output, false,
         [] { return CommandLine::tr("the scheme's matrix (see --scheme);\nFILE ends in .csv, .npy or .json"); }, CommandMode::ExportEncoding},
        {{QStringLiteral("all-heads")}, QString(), Group::Output, false,
         [] { return CommandLine::tr("with --export-encoding --scheme alibi: every head's bias,\n"
                                     "H x L x L (as CSV, H*L rows: head 0's L rows first)"); },
         {}, 0, {QStringLiteral("export-encoding scheme=alibi")}},
        {{QStringLiteral("export-attention")}, QStringLiteral("FILE.json"), Group::Output, false,
         [] { return CommandLine::tr("the attention of one sentence (--sentence TEXT) as JSON"); }, CommandMode::ExportAttention},
        {{QStringLiteral("export-block")}, QStringLiteral("DIR"), Group::Output, false,
         [] { return CommandLine::tr("one sentence (--sentence TEXT) stage by stage through an\nuntrained attention block: DIR/stages.json, a .npy per stage,\nDIR/parameters/ and DIR/input.json"); }, CommandMode::ExportBlock},
        {{QStringLiteral("export-masks")}, QStringLiteral("DIR"), Group::Output, false,
         [] { return CommandLine::tr("a real model's stack of attention layers (--preset NAME) over\n"
                                     "--positions L (default 64): DIR/layers.json, a mask_K.npy per\n"
                                     "layer (query i may attend key j) and DIR/reach.npy (key j\n"
                                     "reaches query i after every layer)"); }, CommandMode::ExportMasks, ForMasks},
        {{QStringLiteral("preset")}, QStringLiteral("NAME"), Group::Output, false,
         [] { return CommandLine::tr("with --export-masks: llama4, gemma3, gpt-oss or mistral, as\n"
                                     "their configurations in Hugging Face's transformers set them"); },
         {}, ForMasks},
        {{QStringLiteral("window")}, QStringLiteral("W"), Group::Output, false,
         [] { return CommandLine::tr("with --export-masks: every sliding window W positions instead"); },
         {}, ForMasks},
        {{QStringLiteral("chunk")}, QStringLiteral("C"), Group::Output, false,
         [] { return CommandLine::tr("with --export-masks: every chunk C positions instead"); },
         {}, ForMasks},
        {{QStringLiteral("concatenate-position")}, QString(), Group::Output, false,
         [] { return CommandLine::tr("with --export-block or --inside-block: the position beside\nthe word vectors (d_model doubled) instead of added to them"); },
         {}, 0, {QStringLiteral("export-block"), QStringLiteral("inside-block")}},
        {{QStringLiteral("grid")}, QStringLiteral("HxW"), Group::Output, false,
         [] { return CommandLine::tr("with --export-encoding --scheme %1: the rows and\n"
                                     "columns of image patches; row r of the matrix is patch\n"
                                     "(r / W, r mod W). sincos-2d is MAE's (H*W x d_model), rope-2d\n"
                                     "rope-vit's angles (H*W x d_model/2), rope-2d-flux FLUX's").arg(pe::gridSchemeNames().join(QStringLiteral("|"))); },
         {}, 0, gridSchemeRules()},
        {{QStringLiteral("export-positions")}, QStringLiteral("FILE.json"), Group::Output, false,
         [] { return CommandLine::tr("the position ids (temporal, height, width) that Qwen2-VL's\n"
                                     "multimodal RoPE gives a strip of tokens (--tokens SPEC)"); }, CommandMode::ExportPositions, ForPositions},
        {{QStringLiteral("tokens")}, QStringLiteral("SPEC"), Group::Output, false,
         [] { return CommandLine::tr("with --export-positions: text:N, image:HxW and video:TxHxW\n"
                                     "(sizes in patches) joined by commas"); }, {}, ForPositions},
        {{QStringLiteral("spatial-merge")}, QStringLiteral("M"), Group::Output, false,
         [] { return CommandLine::tr("with --export-positions: M x M patches make one token\n(default 2); M must divide every H and W"); }, {}, ForPositions},
        {{QStringLiteral("mrope")}, QStringLiteral("NAME"), Group::Output, false,
         [] { return CommandLine::tr("with --export-positions: qwen2-vl (a video's frames count\n"
                                     "0, 1, 2 ...; default) or qwen2.5-vl (they count seconds)"); }, {}, ForPositions},
        {{QStringLiteral("seconds-per-frame")}, QStringLiteral("S"), Group::Output, false,
         [] { return CommandLine::tr("with --mrope qwen2.5-vl: seconds between frames (default 1)"); },
         {}, ForPositions, {QStringLiteral("mrope=qwen2.5-vl")}},
        {{QStringLiteral("tokens-per-second")}, QStringLiteral("T"), Group::Output, false,
         [] { return CommandLine::tr("with --mrope qwen2.5-vl: temporal ids per second (default 2)"); },
         {}, ForPositions, {QStringLiteral("mrope=qwen2.5-vl")}},
        {{QStringLiteral("screenshot")}, QStringLiteral("FILE.png"), Group::Output, false,
         [] { return CommandLine::tr("the window as a PNG image"); }, CommandMode::Screenshot},
        {{QStringLiteral("export-figure")}, QStringLiteral("FILE"), Group::Output, false,
         [] { return CommandLine::tr("one view (see --view) as a figure for slides;\nFILE ends in .png, .svg or .pdf"); }, CommandMode::ExportFigure},
        {{QStringLiteral("view")}, QStringLiteral("NAME"), Group::Window, false,
         [] { return CommandLine::tr("which view to show: %1\n(the first is the default)").arg(commandLineViewNames().join(QStringLiteral(", "))); }},
        {{QStringLiteral("size")}, QStringLiteral("WxH"), Group::Window, false,
         [] { return CommandLine::tr("size in pixels, at least 1024x600 (default %1x%2)").arg(kDefaultWindowSize.width()).arg(kDefaultWindowSize.height()); }},
        {{QStringLiteral("presentation")}, QString(), Group::Window, false,
         [] { return CommandLine::tr("presentation mode: larger text and lines, black on white, for a projector\n"
                                     "(full screen in the window; a screenshot keeps --size)"); }},
        {{QStringLiteral("at-step")}, QStringLiteral("K"), Group::Window, false,
         [] { return CommandLine::tr("with --screenshot --view training: take the picture while\n"
                                     "the models train, once each has taken K steps\n"
                                     "(0: before training; default: once training ends)"); },
         {}, 0, {QStringLiteral("screenshot view=training")}},
        {{QStringLiteral("lesson-step"), QStringLiteral("guided-step")}, QStringLiteral("N"), Group::Window, false,
         [] { return CommandLine::tr("start the guided lesson at step N (from 1)"); }},
        {{QStringLiteral("inside-block")}, QString(), Group::Window, false,
         [] { return CommandLine::tr("with --screenshot --view attention: picture the lab's\n\"Inside the Block\" window (at --size) instead;\n--no-position unticks its \"With position\""); },
         {}, 0, {QStringLiteral("screenshot view=attention")}},
        {{QStringLiteral("layer-stack")}, QString(), Group::Window, false,
         [] { return CommandLine::tr("with --screenshot --view attention: picture the lab's\n\"Layers of 2025–26 Models\" window (at --size) instead"); },
         {}, 0, {QStringLiteral("screenshot view=attention")}},
        {{QStringLiteral("describe")}, QStringLiteral("FILE.json"), Group::Window, false,
         [] { return CommandLine::tr("with --screenshot: what each plot in sight shows, as JSON: its title,\n"
                                     "description, rectangle in the window, whether the lesson step\n"
                                     "points at it, and the words each axis has and draws"); },
         {}, 0, {QStringLiteral("screenshot")}},
        {{QStringLiteral("lang")}, QStringLiteral("CODE"), Group::Window, false,
         [] { return CommandLine::tr("interface language: en or zh_CN\n(default: as last time, or the system's)"); }, {}, ForEveryMode},
        {{QStringLiteral("d-model")}, QStringLiteral("N"), Group::Explorer, true,
         [] { return CommandLine::tr("width of each position's vector, 1 to %1 (default %2)").arg(pe::kMaxDModel).arg(pe::SinusoidalParams().dModel); }, {}, ForSetUp | ForTraining},
        {{QStringLiteral("positions")}, QStringLiteral("L"), Group::Explorer, true,
         [] { return CommandLine::tr("number of positions, 1 to %1 (default %2)").arg(pe::kMaxPositions).arg(pe::SinusoidalParams().positions); },
         {}, ForSetUp | ForMasks},
        {{QStringLiteral("base")}, QStringLiteral("B"), Group::Explorer, true,
         [] { return CommandLine::tr("the base of the wavelengths, > 1 (default %1)").arg(pe::SinusoidalParams().base); }},
        {{QStringLiteral("layout")}, QStringLiteral("NAME"), Group::Explorer, true,
         [] { return CommandLine::tr("interleaved (the paper, default), concatenated (sines,\n"
                                     "then cosines) or tensor2tensor (sines, then cosines, with\n"
                                     "base^(-i/(D/2-1)) and a zero column for odd D)"); }, {}, ForSetUp | ForTraining},
        {{QStringLiteral("convention")}, QStringLiteral("NAME"), Group::Explorer, true,
         [] { return CommandLine::tr("the same by library: paper (interleaved), tensor2tensor\n"
                                     "(also fairseq, Whisper) or marian (concatenated; also MAE,\n"
                                     "the TensorFlow tutorial)"); }, {}, ForSetUp | ForTraining},
        {{QStringLiteral("rope-layout")}, QStringLiteral("NAME"), Group::Explorer, true,
         [] { return CommandLine::tr("which dimensions RoPE turns together: pairs (2i, 2i+1;\n"
                                     "the paper, GPT-J; default) or halves (i, D/2+i;\n"
                                     "GPT-NeoX, LLaMA in Hugging Face)"); },
         {}, ForSetUp | ForTraining, {QStringLiteral("scheme=rope")}},
        {{QStringLiteral("rope-scaling")}, QStringLiteral("NAME"), Group::Explorer, true,
         [] { return CommandLine::tr("how RoPE stretches to longer sentences, as Hugging Face\n"
                                     "computes it: none (default), interpolation (positions / F),\n"
                                     "ntk (base x F^(D/(D-2))), dynamic-ntk (the base grows with\n"
                                     "the length past L0), yarn or llama3 (fast pairs left alone,\n"
                                     "slow ones divided by F); with --train, F is each test\n"
                                     "length / the training length, and L0 the training length"); },
         {}, ForSetUp | ForTraining, withRope()},
        {{QStringLiteral("rope-partial")}, QStringLiteral("NAME"), Group::Explorer, true,
         [] { return CommandLine::tr("which part of each head RoPE turns: full (default),\n"
                                     "neox (GPT-NeoX's rotary_pct: the first P of the dimensions,\n"
                                     "with the whole spectrum) or proportional (Gemma 4: the\n"
                                     "fastest P of the pairs; the rest never turn)"); },
         {}, ForSetUp, withRope()},
        {{QStringLiteral("rope-fraction")}, QStringLiteral("P"), Group::Explorer, true,
         [] { return CommandLine::tr("the part P of each head that turns, above 0 and at most 1\n"
                                     "(Pythia: 0.25; Gemma 4: 0.25)"); },
         {}, ForSetUp, {QStringLiteral("rope-partial")}},
        {{QStringLiteral("rope-factor")}, QStringLiteral("F"), Group::Explorer, true,
         [] { return CommandLine::tr("RoPE's scaling factor, 1 to %1 (default %2)").arg(pe::kMaxRopeFactor).arg(pe::RopeScale().factor); },
         {}, ForSetUp, withRope()},
        {{QStringLiteral("rope-original-length")}, QStringLiteral("L0"), Group::Explorer, true,
         [] { return CommandLine::tr("the length the model was trained on, for dynamic-ntk,\nyarn and llama3 (default %1)").arg(pe::RopeScale().originalLength); },
         {}, ForSetUp, withRope()},
        {{QStringLiteral("rope-low-freq-factor")}, QStringLiteral("X"), Group::Explorer, true,
         [] { return CommandLine::tr("llama3: pairs longer than L0 / X are divided by F (default %1)").arg(pe::RopeScale().lowFreqFactor); },
         {}, ForSetUp | ForTraining, withRope()},
        {{QStringLiteral("rope-high-freq-factor")}, QStringLiteral("X"), Group::Explorer, true,
         [] { return CommandLine::tr("llama3: pairs shorter than L0 / X are left alone (default %1)").arg(pe::RopeScale().highFreqFactor); },
         {}, ForSetUp | ForTraining, withRope()},
        {{QStringLiteral("yarn-beta-fast")}, QStringLiteral("X"), Group::Explorer, true,
         [] { return CommandLine::tr("yarn: pairs turning more than X times within L0 are left\nalone (default %1)").arg(pe::RopeScale().betaFast); },
         {}, ForSetUp | ForTraining, withRope()},
        {{QStringLiteral("yarn-beta-slow")}, QStringLiteral("X"), Group::Explorer, true,
         [] { return CommandLine::tr("yarn: pairs turning fewer than X times within L0 are\ndivided by F (default %1)").arg(pe::RopeScale().betaSlow); },
         {}, ForSetUp | ForTraining, withRope()},
        {{QStringLiteral("scheme")}, QStringLiteral("NAME"), Group::Explorer, true,
         [] {
             return CommandLine::tr("%1\n(the first is the default); RoPE exports its angles\n"
                                    "(positions x d_model/2), ALiBi the bias of its first head\n(positions x positions), T5 the bucket of each pair\n"
                                    "and Shaw the clipped j - i (positions x positions);\n"
                                    "with --export-encoding --grid HxW: %2").arg(schemeNameList(), pe::gridSchemeNames().join(QStringLiteral(", ")));
         }, {}, ForSetUp | ForTraining},
        {{QStringLiteral("compare-scheme")}, QStringLiteral("NAME"), Group::Explorer, true,
         [] { return CommandLine::tr("show a second scheme's heatmap beside the first"); }},
        {{QStringLiteral("position")}, QStringLiteral("P"), Group::Explorer, true,
         [] { return CommandLine::tr("the selected position, 0 to L-1"); }},
        {{QStringLiteral("dimension")}, QStringLiteral("J"), Group::Explorer, true,
         [] { return CommandLine::tr("the selected dimension, 0 to N-1"); }},
        {{QStringLiteral("compare-position")}, QStringLiteral("P"), Group::Explorer, true,
         [] { return CommandLine::tr("a second position to compare with, 0 to L-1"); }},
        {{QStringLiteral("pin")}, QStringLiteral("J,J,..."), Group::Explorer, true,
         [] { return CommandLine::tr("extra dimensions drawn on the curves view"); }},
        {{QStringLiteral("stacked")}, QString(), Group::Explorer, true,
         [] { return CommandLine::tr("draw the curves one above the other"); }},
        {{QStringLiteral("sentence")}, QStringLiteral("TEXT"), Group::Lab, true,
         [] { return CommandLine::tr("sentence A"); }},
        {{QStringLiteral("compare")}, QStringLiteral("TEXT"), Group::Lab, true,
         [] { return CommandLine::tr("sentence B, the same words in another order;\nwith --export-attention, the lab's verdicts on both"); }},
        {{QStringLiteral("no-position")}, QString(), Group::Lab, true,
         [] { return CommandLine::tr("attention without positional information (exports,\nand the window of --inside-block)"); }},
        {{QStringLiteral("combine")}, QStringLiteral("NAME"), Group::Lab, true,
         [] { return CommandLine::tr("add (X = E + w*PE, default) or multiply (X = E * PE)"); }},
        {{QStringLiteral("position-weight")}, QStringLiteral("W"), Group::Lab, true,
         [] { return CommandLine::tr("w, from %1 to %2 (default %3)").arg(kMinPositionWeight).arg(kMaxPositionWeight).arg(LabSettings().positionWeight); }},
        {{QStringLiteral("projection")}, QStringLiteral("NAME"), Group::Lab, true,
         [] { return CommandLine::tr("random (default: an untrained layer), identity (queries\n"
                                     "and keys are the vectors themselves) or trained (for\n"
                                     "--screenshot: the Training Lab trains its set-up first,\n"
                                     "and the lab shows its first model with a position)"); }},
        {{QStringLiteral("score")}, QStringLiteral("NAME"), Group::Lab, true,
         [] { return CommandLine::tr("how a query and a key make a score: dot, scaled\n"
                                     "(q·k/√d_k, the paper, default), additive, bilinear or cosine"); }, {}, ForSetUp | ForTraining},
        {{QStringLiteral("seed")}, QStringLiteral("S"), Group::Lab, true,
         [] { return CommandLine::tr("seed of the random word vectors, 0 to %1 (default %2)").arg(kMaxLabSeed).arg(pe::kDefaultSeed); }, {}, ForSetUp | ForTraining | ForChallenges},
        {{QStringLiteral("heads")}, QStringLiteral("H"), Group::Lab, true,
         [] { return CommandLine::tr("attention heads, 1 to %1, dividing d_model (default %2);\n"
                                     "with --export-encoding --scheme alibi, ALiBi's heads, 1 to %3")
                  .arg(pe::kMaxHeads).arg(LabSettings().heads).arg(pe::kMaxAlibiHeads); }, {}, ForSetUp | ForTraining},
        {{QStringLiteral("position-offset")}, QStringLiteral("K"), Group::Lab, true,
         [] { return CommandLine::tr("the first word reads row K of the table, the next K + 1 …\n"
                                     "(fairseq: 2; default 0), 0 to %1").arg(pe::kMaxPositionOffset); }},
        {{QStringLiteral("scale-embeddings")}, QString(), Group::Lab, true,
         [] { return CommandLine::tr("multiply the word vectors by the square root of d_model\n"
                                     "before the position joins them (the paper's 3.4)"); }},
        {{QStringLiteral("sink-logit")}, QStringLiteral("S"), Group::Lab, true,
         [] { return CommandLine::tr("an attention sink as in gpt-oss: a logit S (-%1 to %1) that\n"
                                     "joins each row's softmax and is dropped, so the weights sum\n"
                                     "to less than 1 (--export-attention: sink_weights, what it took)").arg(pe::kMaxSinkLogit); }},
        {{QStringLiteral("causal")}, QString(), Group::Lab, true,
         [] { return CommandLine::tr("each word sees only the words before it"); }, {}, ForSetUp | ForTraining},
        {{QStringLiteral("keep-case")}, QString(), Group::Lab, true,
         [] { return CommandLine::tr("do not lower-case the words"); }},
        {{QStringLiteral("b-in-a-order")}, QString(), Group::Lab, true,
         [] { return CommandLine::tr("draw sentence B's maps in A's word order"); }},
        {{QStringLiteral("vectors")}, QStringLiteral("FILE"), Group::Lab, true,
         [] {
             return CommandLine::tr("the words' vectors from a GloVe or word2vec text file\n"
                                    "instead of random ones; their dimension is d_model, and\n"
                                    "words missing from the file keep their random vector\n"
                                    "(for --export-attention and --screenshot)");
         }, {}, 0, {QStringLiteral("export-attention"), QStringLiteral("screenshot")}},
        {{QStringLiteral("train")}, QStringLiteral("TASK"), Group::Training, false,
         [] {
             QStringList settings;
             for (const pe::NumberSetting &setting : pe::numberSettings())
                 if (setting.training)
                     settings.append(QStringLiteral("--") + pe::optionName(setting));
             return CommandLine::tr("train on a task and exit: who-did-it (\"the dog bit the man\"\n"
                                    "-> dog), reverse (say a sequence backwards) or previous\n"
                                    "(name the symbol before each one); --scheme NAME or none (nope),\n"
                                    "--causal, --heads, --d-model (default %1), --seed,\n"
                                    "--score, %2,\n"
                                    "--rope-layout and --rope-scaling (past\n"
                                    "the training length) apply")
                 .arg(pe::TrainingSettings().dModel).arg(settings.join(QStringLiteral(", ")));
         }, CommandMode::Train},
        {{QStringLiteral("export-training")}, QStringLiteral("DIR"), Group::Training, false,
         [] { return CommandLine::tr("write the run to DIR: history.json, the parameters before\n"
                                     "and after (.npy) and the first mini-batches"); }},
        {{QStringLiteral("task-language")}, QStringLiteral("CODE"), Group::Training, false,
         [] { return CommandLine::tr("en (default) or zh: the language of who-did-it's sentences"); }},
        {{QStringLiteral("layers")}, QStringLiteral("N"), Group::Training, false,
         [] { return CommandLine::tr("Transformer blocks, 1 to %1 (default %2); with --export-masks,\n"
                                     "the preset's first layers repeated to N").arg(pe::kMaxTrainingLayers).arg(pe::TrainingSettings().layers); },
         {}, ForTraining | ForMasks},
        {{QStringLiteral("steps")}, QStringLiteral("K"), Group::Training, false,
         [] { return CommandLine::tr("training steps, 1 to %1 (default %2)").arg(pe::kMaxTrainingSteps).arg(pe::TrainingSettings().steps); }},
        {{QStringLiteral("batch")}, QStringLiteral("B"), Group::Training, false,
         [] { return CommandLine::tr("sentences per step, 1 to %1 (default %2)").arg(pe::kMaxTrainingBatch).arg(pe::TrainingSettings().batch); }},
        {{QStringLiteral("lr")}, QStringLiteral("R"), Group::Training, false,
         [] { return CommandLine::tr("Adam's learning rate (default %1)").arg(pe::TrainingSettings().learningRate); }},
        {{QStringLiteral("train-length")}, QStringLiteral("L"), Group::Training, false,
         [] { return CommandLine::tr("the longest training sentence, in tokens (default %1);\n"
                                     "the learned table has this many rows").arg(pe::TrainingSettings().trainLength); }},
        {{QStringLiteral("test-length")}, QStringLiteral("L"), Group::Training, false,
         [] { return CommandLine::tr("test every length up to L, %1 to %2 (default %3)")
                  .arg(QStringLiteral("--train-length")).arg(pe::kMaxTrainingLength).arg(pe::TrainingSettings().testLength); }},
        {{QStringLiteral("export-challenges")}, QStringLiteral("FILE.json|FILE.pdf"), Group::Challenges, false,
         [] { return CommandLine::tr("the questions a student gets at --level L with --seed S:\n"
                                     "as JSON, prompts, choices, answers, explanations and what\n"
                                     "recomputes each answer; as PDF, the printable worksheet"); }, CommandMode::ExportChallenges},
        {{QStringLiteral("level")}, QStringLiteral("L"), Group::Challenges, false,
         [] { return CommandLine::tr("1 (first look) to %1 (researcher); default 1").arg(pe::kChallengeLevels); }},
        {{QStringLiteral("count")}, QStringLiteral("N"), Group::Challenges, false,
         [] { return CommandLine::tr("questions in the round, 1 to %1 (default %2)").arg(pe::kMaxChallengeCount).arg(pe::ChallengeSet().count); }},
        {{QStringLiteral("greys")}, QString(), Group::Challenges, false,
         [] { return CommandLine::tr("the worksheet in black, white and greys, for a\n"
                                     "black-and-white printer"); }},
        {{QStringLiteral("compact")}, QString(), Group::Challenges, false,
         [] { return CommandLine::tr("the worksheet on fewer pages: smaller pictures beside\n"
                                     "their choices, shorter blanks"); }},
        {{QStringLiteral("answer-key")}, QStringLiteral("KEY.pdf"), Group::Challenges, false,
         [] { return CommandLine::tr("the worksheet's answer key in a file of its own; the\n"
                                     "worksheet is then written without it"); }},
        {{QStringLiteral("h"), QStringLiteral("help")}, QString(), Group::Other, false, [] { return CommandLine::tr("show this help"); }},
        {{QStringLiteral("v"), QStringLiteral("version")}, QString(), Group::Other, false, [] { return CommandLine::tr("show the version"); }},
    });
    return options;
}

QString commandLineHelp()
{
    constexpr int kDescriptionColumn = 27;
    const QString indent(kDescriptionColumn, QLatin1Char(' '));
    QString text = CommandLine::tr("Usage: pe-explorer [options] [FILE.pelesson]\n"
                                   "\n"
                                   "Positional Encoding Explorer shows how Transformers know word order.\n"
                                   "Without options it opens the main window.\n");
    std::optional<Group> group;
    for (const CommandLineOption &option : commandLineOptions()) {
        if (option.group != group) {
            group = option.group;
            text += QLatin1Char('\n') + CommandLine::tr(kGroups[int(option.group)].title) + QLatin1Char('\n');
        }
        QStringList spellings;
        for (const QString &name : option.names)
            spellings.append((name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name);
        QString left = QStringLiteral("  ") + spellings.join(QStringLiteral(", "));
        if (!option.valueName.isEmpty())
            left += QLatin1Char(' ') + option.valueName;
        // The description starts in its column, or on the next line when the option is too long.
        text += left.size() < kDescriptionColumn ? left.leftJustified(kDescriptionColumn) : left + QLatin1Char('\n') + indent;
        text += option.help().split(QLatin1Char('\n')).join(QLatin1Char('\n') + indent) + QLatin1Char('\n');
    }
    return text + CommandLine::tr("\n"
                                  "Lesson files:\n"
                                  "  pe-explorer FILE.pelesson           opens a lesson saved with File > Save Lesson\n"
                                  "  pe-explorer FILE.pelesson --screenshot view.png\n"
                                  "\n"
                                  "Exit status: 0 done, 1 a file could not be written, 2 bad arguments or a bad lesson file.\n");
}
