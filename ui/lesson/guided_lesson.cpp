#include "lesson/guided_lesson.h"

#include "lesson/guided_notes.h"
#include "state/app_state.h"

#include <QCoreApplication>
#include <QHash>
#include <algorithm>
#include <numeric>

namespace {

struct GuidedLesson
{
    Q_DECLARE_TR_FUNCTIONS(GuidedLesson)
};

// Every step starts from the defaults, the selection too, so a step shows the same whatever
// came before it (the colour map is the teacher's choice and stays). The Training Lab's set-up
// is set once, so that showing a step again does not pass through another set-up, which would
// forget the models trained with this one.
void reset(AppState *state, const pe::SinusoidalParams &encoding, pe::Scheme scheme = pe::Scheme::Sinusoidal,
           const TrainingLabSettings &training = TrainingLabSettings())
{
    ExplorerSettings explorer;
    explorer.scheme.scheme = scheme;
    explorer.scheme.encoding = encoding;
    state->setExplorerSettings(explorer);
    state->setLabSettings(LabSettings());
    state->setTrainingSettings(training);
}

// The Training Lab with these schemes ticked at this pace, the rest of its set-up the defaults: its
// sentences in the interface's language, as the captions that name them (one story, one language).
TrainingLabSettings training(const QList<std::optional<pe::Scheme>> &positions, TrainingPace pace)
{
    TrainingLabSettings settings;
    settings.positions = positions;
    settings.pace = pace;
    return settings;
}

// The previous-token task with no position at all, trained without and with the causal mask side
// by side, with the task's own layers and steps (as the Training Lab's task box sets them).
TrainingLabSettings maskCounts()
{
    TrainingLabSettings settings = training({std::nullopt}, TrainingPace::Class);
    settings.setUp.task = pe::TrainingTask::Previous;
    const pe::TaskDefinition definition = pe::taskDefinition(settings.setUp.task, settings.setUp.language);
    settings.setUp.layers = definition.layers;
    settings.setUp.steps = definition.steps;
    settings.setUp.trainLength = std::max(settings.setUp.trainLength, definition.shortest);
    settings.bothMasks = true;
    settings.sentence = defaultTrySentence(settings.setUp.task, settings.setUp.language);
    return settings;
}

void sentences(AppState *state, const QString &a, const QString &b, pe::Projection projection = pe::Projection::Random)
{
    LabSettings lab;
    lab.sentenceA = a;
    lab.sentenceB = b;
    lab.projection = projection;
    state->setLabSettings(lab);
}

// The same words in two orders in the interface's language (one story, one language): the
// Chinese pair also reads as the same characters reordered.
void sentencesInLanguage(AppState *state, const QString &englishA, const QString &englishB, const QString &chineseA,
                         const QString &chineseB)
{
    const bool chinese = interfaceTaskLanguage() == pe::TaskLanguage::Chinese;
    sentences(state, chinese ? chineseA : englishA, chinese ? chineseB : englishB);
}

} // namespace

QList<LessonStep> guidedLesson()
{
    const pe::SinusoidalParams paper{64, 128, 10000.0, pe::Layout::Interleaved};
    QList<LessonStep> steps{
        {GuidedLesson::tr("Word order matters"),
         GuidedLesson::tr("“Dog bit man” and “man bit dog” use the same three words, yet only one of them is news. "
               "A model that reads sentences must know where each word stands."),
         QStringLiteral("attention"),
         [paper](AppState *s) {
             reset(s, paper);
             sentencesInLanguage(s, QStringLiteral("Dog bit man"), QStringLiteral("Man bit dog"), QStringLiteral("我爱你"),
                                 QStringLiteral("你爱我"));
         },
         {QStringLiteral("sentence-a-with-position"), QStringLiteral("sentence-b-with-position")}},
        {GuidedLesson::tr("Attention alone cannot see the order"),
         GuidedLesson::tr("Look at the left column: without positional information, sentence B's map is sentence A's map with its rows "
               "and columns reordered. The verdict says so: attention cannot tell the two sentences apart."),
         QStringLiteral("attention"),
         [paper](AppState *s) {
             reset(s, paper);
             sentencesInLanguage(s, QStringLiteral("Tigers love rabbits."), QStringLiteral("Rabbits love tigers."),
                                 QStringLiteral("老虎爱兔子"), QStringLiteral("兔子爱老虎"));
         }, {QStringLiteral("sentence-a-without-position"), QStringLiteral("sentence-b-without-position")}},
        {GuidedLesson::tr("The formula, worked out"),
         GuidedLesson::tr("Each position gets a vector of sines and cosines. With d_model 4, position 2 is "
               "(sin 2, cos 2, sin 0.02, cos 0.02). The formula panel on the left works out dimension 3 and lists all four numbers."),
         QStringLiteral("encoding"),
         [](AppState *s) {
             reset(s, {4, 20, 10000.0, pe::Layout::Interleaved});
             s->setPosition(2);
             s->setDimension(3);
         }, {QStringLiteral("formula")}},
        {GuidedLesson::tr("Waves of different speeds"),
         GuidedLesson::tr("Dimensions 2, 6 and 12 over 128 positions: each is a wave, and the higher the dimension, the longer "
               "the wave. Together they work like the hands of a clock."),
         QStringLiteral("encoding"),
         [paper](AppState *s) {
             reset(s, paper);
             s->setDimension(2);
             s->setPinnedDimensions({2, 6, 12});
             s->setStackedCurves(true);
         }, {QStringLiteral("curves")}},
        {GuidedLesson::tr("Two positions, two vectors"),
         GuidedLesson::tr("The vectors of positions 1 and 5 (bottom left): the first pairs differ a lot, the last ones hardly at all. "
               "Every position gets a pattern no other position has."),
         QStringLiteral("encoding"),
         [paper](AppState *s) {
             reset(s, paper);
             s->setPosition(1);
             s->setComparePosition(5);
         }, {QStringLiteral("vectors")}},
        {GuidedLesson::tr("Fast on the left, slow on the right"),
         GuidedLesson::tr("The whole encoding as a heatmap: the low dimensions on the left change from one row to the next and "
               "tell neighbours apart; the high ones on the right change slowly and tell where in a long text a word is."),
         QStringLiteral("encoding"),
         [](AppState *s) {
             reset(s, {128, 512, 10000.0, pe::Layout::Interleaved});
             s->setDimension(100);
             s->setPosition(200);
         }, {QStringLiteral("encoding")}},
        {GuidedLesson::tr("Similarity depends only on the distance"),
         GuidedLesson::tr("Bottom right: the dot product of every pair of positions. It is constant along each diagonal: two positions "
               "four apart are as alike at the start as at the end. The formula panel on the left checks it: the largest difference is below 10⁻¹³."),
         QStringLiteral("encoding"),
         [paper](AppState *s) {
             reset(s, paper);
             s->setPosition(40);
             s->setComparePosition(44);
         }, {QStringLiteral("dot-products"), QStringLiteral("formula")}},
        {GuidedLesson::tr("With position, attention sees the order"),
         GuidedLesson::tr("Now the right column: the positional encoding is added to each word's vector. B's map is drawn in A's "
               "word order, cell for cell, and still the two maps differ: the verdict above them says the orders differ."),
         QStringLiteral("attention"),
         [paper](AppState *s) {
             reset(s, paper);
             // Short: every word written on a projector.
             sentencesInLanguage(s, QStringLiteral("dogs chase cats"), QStringLiteral("cats chase dogs"), QStringLiteral("我爱北京"),
                                 QStringLiteral("北京爱我"));
             s->changeLab([](LabSettings &lab) { lab.bInAOrder = true; });  // no reordering in the head
         },
         {QStringLiteral("sentence-a-with-position"), QStringLiteral("sentence-b-with-position")}},
        {GuidedLesson::tr("Why not something simpler?"),
         GuidedLesson::tr("Left: the paper's sines and cosines; right: the position written in binary. Binary jumps from row to row, "
               "and other simple ideas grow without bound or change meaning with the sentence's length."),
         QStringLiteral("encoding"),
         [](AppState *s) {
             reset(s, {16, 100, 10000.0, pe::Layout::Interleaved});
             s->setCompareScheme(pe::Scheme::Binary);
         }, {QStringLiteral("encoding"), QStringLiteral("compared-encoding")}},
        {GuidedLesson::tr("A learned table has an end"),
         GuidedLesson::tr("Models such as BERT and GPT-2 learn one vector per position, up to max_len. Past it there is nothing at all "
               "(the blank rows), so they cannot read a longer text."),
         QStringLiteral("encoding"),
         [](AppState *s) {
             reset(s, {16, 100, 10000.0, pe::Layout::Interleaved}, pe::Scheme::Learned);
         }, {QStringLiteral("encoding")}},
        {GuidedLesson::tr("Train a model without position"),
         GuidedLesson::tr("A tiny Transformer learns to say who did it: “the dog bit the man” → dog. Without position it trains "
               "and trains, but its accuracy stays on the chance line: “the dog bit the man” and “the man bit the dog” look "
               "exactly the same to it."),
         QStringLiteral("training"),
         [paper](AppState *s) { reset(s, paper, pe::Scheme::Sinusoidal, training({std::nullopt}, TrainingPace::Class)); },
         {QStringLiteral("training-accuracy")}},
        {GuidedLesson::tr("The same model, with position"),
         GuidedLesson::tr("Now with the sinusoidal encoding added to each word: watch its curve leave the chance line within a few "
               "hundred steps. Then type a sentence under Try it: the other order gets the other answer."),
         QStringLiteral("training"),
         [paper](AppState *s) { reset(s, paper, pe::Scheme::Sinusoidal, training({std::nullopt, pe::Scheme::Sinusoidal}, TrainingPace::Class)); },
         {QStringLiteral("training-accuracy")}},
        {GuidedLesson::tr("A learned table cannot read longer sentences"),
         GuidedLesson::tr("The learned table trains as well as the waves on sentences of up to 8 words. The length chart shows what "
               "happens past them: the table has no rows, so the model cannot read the sentence at all. The waves have a vector for "
               "every position; the notes under the chart say how well the model answers with them there."),
         QStringLiteral("training"),
         // At full speed: the length chart it points at is drawn when the runs end.
         [paper](AppState *s) {
             reset(s, paper, pe::Scheme::Sinusoidal, training({pe::Scheme::Sinusoidal, pe::Scheme::Learned}, TrainingPace::Full));
         },
         {QStringLiteral("accuracy-by-length")}},
        {GuidedLesson::tr("Modern models: rotate instead of add"),
         GuidedLesson::tr("RoPE adds nothing to the words: it turns each query and key by an angle that grows with the position, "
               "so the score of two words depends on the words and on how far apart they are, not on where they stand. "
               "Change the scheme in the controls on the right to "
               "try the others (in presentation mode, Ctrl+H shows them)."),
         QStringLiteral("attention"),
         [paper](AppState *s) {
             reset(s, paper, pe::Scheme::Rope);
             sentencesInLanguage(s, QStringLiteral("the cat saw the dog"), QStringLiteral("the dog saw the cat"),
                                 QStringLiteral("猫看见狗"), QStringLiteral("狗看见猫"));
         }, {QStringLiteral("sentence-a-with-position"), QStringLiteral("sentence-b-with-position")}},
        {GuidedLesson::tr("2017 → 2026: no position at all"),
         GuidedLesson::tr("Every fourth layer of Llama 4 has no position. Here a model with none must name the symbol before "
               "each one, trained without a mask and with the causal mask (dashed), under which a symbol sees only those before it."),
         QStringLiteral("training"),
         [paper](AppState *s) { reset(s, paper, pe::Scheme::Sinusoidal, maskCounts()); },
         {QStringLiteral("training-accuracy")}},
        {GuidedLesson::tr("2017 → 2026: a sink for attention"),
         GuidedLesson::tr("gpt-oss gives each head a sink: one more logit in every row's softmax, dropped afterwards, so a word may "
               "give part of its attention to nothing. The verdicts say how much it takes. Layers of 2025–26 Models… (under the "
               "lab's controls; Ctrl+H) shows how Llama 4, Gemma 3, gpt-oss and Mistral mix local and global layers."),
         QStringLiteral("attention"),
         [paper](AppState *s) {
             reset(s, paper, pe::Scheme::Rope);
             sentencesInLanguage(s, QStringLiteral("the cat saw the dog"), QStringLiteral("the dog saw the cat"),
                                 QStringLiteral("猫看见狗"), QStringLiteral("狗看见猫"));
             s->changeLab([](LabSettings &lab) { lab.sinkLogit = 1.0; });
         }, {QStringLiteral("sentence-a-with-position"), QStringLiteral("sentence-b-with-position")}},
        {GuidedLesson::tr("2026: positions beyond a line"),
         GuidedLesson::tr("A Vision Transformer cuts a picture into patches, and each patch needs a position in two dimensions. MAE "
               "gives half of each vector to the column and half to the row. Click a patch: the colours show how alike every other "
               "patch's position is to it."),
         QStringLiteral("images"),
         [paper](AppState *s) {
             reset(s, paper);
             s->setGridSettings(GridSettings{});
         },
         {QStringLiteral("grid")}},
        {GuidedLesson::tr("Your turn: predict, then check"),
         GuidedLesson::tr("Questions made from the app's own numbers. Decide on your answer before you press Check; a wrong "
               "answer is a good question: Show Me opens the view that answers it."),
         QStringLiteral("challenges"),
         [paper](AppState *s) {
             reset(s, paper);
             if (s->challengeRound().set() != pe::ChallengeSet{})  // a round of the defaults goes on where it was
                 s->setChallengeSet(pe::ChallengeSet{});
         },
         {QStringLiteral("challenge")}},
    };
    const QList<StepNotes> notes = guidedLessonNotes();
    for (int k = 0; k < int(steps.size()); ++k)
        steps[k].notes = notes.value(k);
    return steps;
}

QStringList defaultFocus(const QString &view)
{
    static const QHash<QString, QStringList> focus{
        {QStringLiteral("attention"), {QStringLiteral("sentence-a-without-position"), QStringLiteral("sentence-b-without-position"),
                                       QStringLiteral("sentence-a-with-position"), QStringLiteral("sentence-b-with-position")}},
        {QStringLiteral("encoding"), {QStringLiteral("encoding"), QStringLiteral("curves")}},
        {QStringLiteral("training"), {QStringLiteral("training-accuracy")}},
        {QStringLiteral("challenges"), {QStringLiteral("challenge")}},
        {QStringLiteral("images"), {QStringLiteral("grid")}}};
    return focus.value(view);
}

int minutesUpTo(const QList<LessonStep> &steps, int end)
{
    return std::accumulate(steps.begin(), steps.begin() + std::clamp(end, 0, int(steps.size())), 0,
                           [](int sum, const LessonStep &step) { return sum + step.notes.minutes; });
}
