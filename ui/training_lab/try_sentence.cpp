#include "training_lab/try_sentence.h"

#include "state/app_state.h"
#include "training/answers.h"
#include "training_lab/controls.h"
#include "widgets/choices.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace {

// "dog (97 %)", or for a per-token task the answers in order with their mean confidence.
QString answerText(const pe::ModelAnswer &answer)
{
    if (!answer.error.isEmpty())
        return QStringLiteral("<i>%1</i>").arg(answer.error.toHtmlEscaped());
    double mean = 0.0;
    for (double confidence : answer.confidence)
        mean += confidence / double(answer.confidence.size());
    return TrySentence::tr("<b>%1</b> (%2 % sure)").arg(answer.answers.join(QLatin1Char(' ')).toHtmlEscaped()).arg(100 * mean, 0, 'f', 0);
}

} // namespace

TrySentence::TrySentence(AppState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_sentence(new QLineEdit)
    , m_answers(new QLabel)
{
    m_sentence->setClearButtonEnabled(true);
    m_sentence->setToolTip(tr("Type a sentence with the task's words: every trained model answers it, and the same words in the other order."));
    m_answers->setTextFormat(Qt::RichText);
    m_answers->setWordWrap(true);
    m_answers->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_answers->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_answers->installEventFilter(this);
    auto *row = new QHBoxLayout;
    auto *label = new QLabel(tr("Try it:"));
    label->setBuddy(m_sentence);
    row->addWidget(label);
    row->addWidget(m_sentence, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(m_answers);
    connect(m_sentence, &QLineEdit::textEdited, this, [this](const QString &text) {
        m_state->changeTraining([&](TrainingLabSettings &s) { s.sentence = text; });
        answer();
    });
    followState();
}

void TrySentence::followState()
{
    TrainingLabSettings settings = m_state->trainingSettings();
    // A default sentence follows the task and its language; one the student typed stays.
    const QString wanted = defaultTrySentence(settings.setUp.task, settings.setUp.language);
    bool isDefault = false;
    for (pe::TrainingTask task : pe::allTasks())
        for (pe::TaskLanguage language : {pe::TaskLanguage::English, pe::TaskLanguage::Chinese})
            isDefault = isDefault || settings.sentence == defaultTrySentence(task, language);
    if (isDefault && settings.sentence != wanted) {
        settings.sentence = wanted;
        m_state->setTrainingSettings(settings);
    }
    if (m_sentence->text() != settings.sentence)
        m_sentence->setText(settings.sentence);
    answer();
}

void TrySentence::showModels(const QList<LabRun> &runs, const QList<std::shared_ptr<const pe::Trainer>> &models)
{
    m_runs = runs;
    m_models = models;
    answer();
}

void TrySentence::answer()
{
    const pe::TrainingSettings &setUp = m_state->trainingSettings().setUp;
    const pe::TaskDefinition definition = pe::taskDefinition(setUp.task, setUp.language);
    const pe::TypedSentence sentence = pe::readTypedSentence(m_sentence->text(), definition);
    if (!sentence.error.isEmpty()) {
        m_answers->setText(QStringLiteral("<span style='color:#b00020'>%1</span>").arg(sentence.error.toHtmlEscaped()));
        fitAnswers();
        return;
    }
    const pe::TypedSentence other = pe::otherOrder(sentence, setUp.task, setUp.language, definition);
    const QString otherTitle = other.error.isEmpty() ? tr("Other order: %1").arg(other.words.join(QLatin1Char(' '))) : tr("Other order");
    QStringList rows;  // one model's three cells each
    for (int run = 0; run < int(m_models.size()); ++run) {
        if (!m_models[run])
            continue;
        rows.append(QStringLiteral("<td><b>%1</b></td><td>%2</td><td>%3</td>")
                        .arg(runTitle(m_runs[run]).toHtmlEscaped(), answerText(pe::answerSentence(*m_models[run], sentence)),
                             other.error.isEmpty() ? answerText(pe::answerSentence(*m_models[run], other))
                                                   : QStringLiteral("<i>%1</i>").arg(other.error.toHtmlEscaped())));
    }
    // More than kRowsPerGroup models answer in two groups side by side, so the charts keep their height.
    const int groups = rows.size() > kRowsPerGroup ? 2 : 1;
    const int perGroup = int((rows.size() + groups - 1) / groups);
    const QString header = QStringLiteral("<th></th><th align='left'>%1</th><th align='left'>%2</th>")
                               .arg(sentence.words.join(QLatin1Char(' ')).toHtmlEscaped(), otherTitle.toHtmlEscaped());
    const QString gap = QStringLiteral("<td width='24'></td>");
    QString table = QStringLiteral("<table cellspacing='6'><tr>%1</tr>").arg(groups == 2 ? header + gap + header : header);
    for (int row = 0; row < perGroup; ++row)
        table += QStringLiteral("<tr>%1</tr>").arg(rows[row] + (groups == 2 && row + perGroup < rows.size() ? gap + rows[row + perGroup] : QString()));
    table += QStringLiteral("</table>");
    m_answers->setText(!rows.isEmpty() ? table : tr("The trained models answer here once training has finished or been stopped."));
    fitAnswers();
}

bool TrySentence::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_answers && event->type() == QEvent::Resize)
        fitAnswers();
    // Queued: a new font reaches the label's text only once the label has taken the event.
    if (watched == m_answers && event->type() == QEvent::FontChange)
        QMetaObject::invokeMethod(this, &TrySentence::fitAnswers, Qt::QueuedConnection);
    return QWidget::eventFilter(watched, event);
}

void TrySentence::fitAnswers()
{
    // A rich-text table asks for no height of its own: without a minimum its last rows were cut
    // off. Its height at the label's own width, not at the narrower one sizeHint() guesses, or
    // the window grew taller than the screen.
    const int width = m_answers->width() > 0 ? m_answers->width() : m_answers->sizeHint().width();
    m_answers->setMinimumHeight(m_answers->heightForWidth(width));
}
