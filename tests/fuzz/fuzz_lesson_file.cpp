// Fuzz target for applyLesson(): any bytes, as if a .pelesson file held them, applied to a
// state that is not the default one. Aborts when a promise of lesson_file.h is broken:
// - a refused lesson changes nothing (neither the state, compared through lessonToBytes(), nor
//   the view) and says why, in a non-empty message;
// - an accepted lesson sets every setting: applied to a fresh AppState instead, it is accepted
//   too and leaves the same state;
// - the saved form of an accepted lesson opens without error in a fresh AppState and saves
//   back to the very same bytes: saving and opening reach a fixed point.
// AppState is a plain QObject and the messages only go through QCoreApplication::translate(),
// which works without an application object, so none is created (as in test_lesson_file).

#include "lesson/lesson_file.h"
#include "state/app_state.h"

#include <QByteArray>
#include <QString>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

[[noreturn]] void fail(const char *what, const QByteArray &input, const QString &message = {})
{
    std::fprintf(stderr, "lesson-file invariant broken: %s\n", what);
    if (!message.isEmpty())
        std::fprintf(stderr, "message: %s\n", message.toUtf8().constData());
    std::fprintf(stderr, "input (%lld bytes):\n%s\n", static_cast<long long>(input.size()), input.constData());
    std::abort();
}

// A state far from the defaults, so that a partly applied lesson would show.
void changeSomething(AppState *state)
{
    pe::SchemeParams scheme = state->schemeParams();
    scheme.scheme = pe::Scheme::Binary;
    scheme.encoding = {12, 40, 500.0, pe::Layout::Concatenated};
    scheme.schemeSettings.maxLen = 30;
    state->setSchemeParams(scheme);
    state->setCompareScheme(pe::Scheme::Integer);
    state->setPosition(7);
    state->setDimension(5);
    state->setComparePosition(20);
    state->setPinnedDimensions({1, 4});
    state->setStackedCurves(true);
    LabSettings lab;
    lab.sentenceA = QStringLiteral("the cat sat");
    lab.sentenceB = QStringLiteral("sat the cat");
    lab.heads = 2;
    lab.shownHead = 1;
    lab.causal = true;
    state->setLabSettings(lab);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    const QString startView = QStringLiteral("attention");

    AppState state;
    changeSomething(&state);
    const QByteArray before = lessonToBytes(state, startView);
    QString view = startView;
    const QString error = applyLesson(input, &state, &view);
    if (!error.isEmpty()) {
        if (lessonToBytes(state, startView) != before)
            fail("a refused lesson changed the state", input, error);
        if (view != startView)
            fail("a refused lesson changed the view", input, error);
        return 0;
    }
    if (view.isEmpty())
        fail("an accepted lesson left no view", input);

    const QByteArray saved = lessonToBytes(state, view);
    AppState fresh;
    QString freshView;
    const QString freshError = applyLesson(input, &fresh, &freshView);
    if (!freshError.isEmpty())
        fail("a lesson accepted over a changed state is refused by a fresh one", input, freshError);
    if (lessonToBytes(fresh, freshView) != saved)
        fail("a lesson leaves another state over a fresh AppState than over a changed one", input);

    AppState reopened;
    QString reopenedView;
    const QString reopenError = applyLesson(saved, &reopened, &reopenedView);
    if (!reopenError.isEmpty())
        fail("the saved form of an accepted lesson does not open", saved, reopenError);
    if (reopenedView != view)
        fail("the saved form of an accepted lesson opens another view", saved);
    if (lessonToBytes(reopened, reopenedView) != saved)
        fail("saving, opening and saving again gives other bytes", saved);
    return 0;
}
