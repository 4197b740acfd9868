#pragma once
// Challenge questions, generated from the core's own numbers: a student predicts, the app checks.
// A round is a level, a seed and a count; the same three give the same questions, and another
// seed other numbers. Every question keeps in `settings` what recomputes its answer without the
// app: the parameters, the numbers the student sees and, for attention, the sentences.

#include "math/random_numbers.h"
#include "text/token_embedding.h"
#include "training/run.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <vector>

namespace pe {

enum class ChallengeKind {
    WhichDimension,  ///< a curve of one dimension over the positions: which dimension?
    WhichPosition,   ///< one position's vector: which position?
    FormulaNumber,   ///< PE(pos, dim) worked out, a number within kFormulaTolerance
    CloserPosition,  ///< which of three positions is most similar (dot product) to a fourth?
    RelativeOffset,  ///< a pair's point at p and at p + k: which k turned it?
    OrderBlind,      ///< two orders of a sentence: does attention see the same maps, reordered?
    WhichScheme,     ///< a scheme's heatmap: which scheme made it?
    Extrapolation,   ///< before training: how will the model do at twice the training length?
    ClosestPatch,    ///< a grid of image patches: which lettered patch is most similar to the marked one?
};

QString challengeKindName(ChallengeKind kind);  ///< "which-dimension", … as in the JSON
QString challengeKindTitle(ChallengeKind kind); ///< "Which dimension?", in the current language
QList<ChallengeKind> allChallengeKinds();

/// Levels from 1 ("first look") to kChallengeLevels ("researcher").
inline constexpr int kChallengeLevels = 3;
inline constexpr int kMaxChallengeCount = 100;
inline constexpr double kFormulaTolerance = 0.01;
/// "Which patch?" asks only where the most similar patch leads the next by this much: a clear
/// answer, not a tie a rounding could turn.
inline constexpr double kPatchMargin = 0.02;

/// The level's name in the current language: "first look", "patterns", "researcher".
QString challengeLevelTitle(int level);
/// The kinds a level asks, in the order its rounds cycle through them.
QList<ChallengeKind> challengeKinds(int level);

struct Question
{
    ChallengeKind kind = ChallengeKind::WhichDimension;
    int level = 1;
    QString prompt;
    QStringList choices;     ///< three to five, or empty for a number answer
    double answer = 0.0;     ///< the index of the right choice, or the number
    double tolerance = 0.0;  ///< for a number answer
    QString explanation;     ///< one or two sentences, shown once the student has answered
    /// What recomputes the answer: d_model, base, positions, the dimension or positions asked
    /// about, "values" (the curve or vector shown), the scheme, the sentences, causal …
    QJsonObject settings;
    std::vector<double> values;  ///< the numbers the picture shows (also in settings)
    /// Numbers a common slip gives instead of the answer (the angle read in degrees, the sine for
    /// the cosine), each with the sentence that names the slip; for a number answer.
    struct Slip
    {
        double value = 0.0;
        QString hint;
    };
    std::vector<Slip> slips;
};

/// Empty when a round of `count` questions at `level` can be made, else a message naming the option.
QString challengeError(int level, int count);
/// `count` questions at `level` from `seed`, the kinds in turn: `kinds`, or the level's own when
/// it is empty; none repeats() an earlier one while another can be drawn. Throws InvalidParameter when challengeError() is not empty.
std::vector<Question> generateChallenges(int level, quint64 seed, int count, const QList<ChallengeKind> &kinds = {});
/// Questions drawn at most for one place of a round while each repeats an earlier one.
inline constexpr quint64 kMaxChallengeDraws = 50;
/// True when `question` would ask `asked` again: the same kind with the same picture (the same
/// prompt where there is none), or the same number to find.
bool repeats(const Question &question, const Question &asked);
/// The kind with this JSON name; false when there is none.
bool challengeKindFromName(const QString &name, ChallengeKind *kind);

/// A round as a teacher prepares it (the Challenges tab, a lesson file): the level, the seed, the
/// number of questions, and the kinds asked (empty for the level's own).
struct ChallengeSet
{
    int level = 1;
    quint64 seed = kDefaultSeed;
    int count = 10;
    QList<ChallengeKind> kinds;

    bool operator==(const ChallengeSet &) const = default;
};
/// The Training Lab set-up an extrapolation question asks about: who-did-it with `scheme` and
/// `seed`, trained on sentences of up to 8 words and tested up to 16, the rest the lab's defaults.
TrainingSettings extrapolationSetUp(Scheme scheme, quint64 seed);

/// {"kind", "level", "prompt", "choices" (or null), "answer", "tolerance", "explanation", "settings"}.
QJsonObject questionToJson(const Question &question);

} // namespace pe
