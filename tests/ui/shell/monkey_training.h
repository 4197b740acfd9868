#pragma once
// The monkey test's actions on the Training Lab: its set-up boxes, the scheme boxes, Train, Stop
// and Reset pressed at any moment (also while it trains), and sentences typed into "Try it".

#include "training_lab/controls.h"
#include "training_lab/training_lab.h"
#include "training_lab/try_sentence.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <functional>

namespace monkey {

/// A run's steps, d_model and layers stay at most these, so that runs end between the checks of a
/// batch of actions and the window's own work is what the test measures.
constexpr int kMaxTrainingSteps = 30;
constexpr int kMaxTrainingDModel = 64;
constexpr int kMaxTrainingLayers = 2;

/// One random action on `lab`: pick(n) draws a whole number from [0, n), note() records the action.
inline void actOnTrainingLab(TrainingLab *lab, const std::function<int(int)> &pick, const std::function<void(const QString &)> &note)
{
    TrainingControls *controls = lab->controls();
    const int kind = pick(100);
    if (kind < 20) {
        const std::pair<QComboBox *, const char *> boxes[] = {{controls->taskControl(), "task"}, {controls->languageControl(), "language"},
                                                              {controls->scoreControl(), "score"},
                                                              {controls->ropeLayoutControl(), "RoPE layout"},
                                                              {controls->ropeScalingControl(), "RoPE scaling"},
                                                              {controls->maskControl(), "mask"}};
        const auto [box, name] = boxes[pick(6)];
        if (!box->isEnabled())
            return;
        const int index = pick(int(box->count()));
        note(QStringLiteral("training %1 choice %2").arg(QLatin1String(name)).arg(index));
        box->setCurrentIndex(index);
    } else if (kind < 35) {
        const QList<QCheckBox *> boxes = controls->schemeControls();
        QCheckBox *box = boxes[pick(int(boxes.size()))];
        note(QStringLiteral("training click %1").arg(box->text()));
        box->click();
    } else if (kind < 55) {
        const std::pair<QSpinBox *, const char *> boxes[] = {{controls->dModelControl(), "d_model"}, {controls->layersControl(), "layers"},
                                                             {controls->headsControl(), "heads"}, {controls->stepsControl(), "steps"},
                                                             {controls->trainLengthControl(), "training length"}};
        const auto [box, name] = boxes[pick(5)];
        const int high = box == controls->stepsControl()    ? kMaxTrainingSteps
                         : box == controls->dModelControl() ? kMaxTrainingDModel
                         : box == controls->layersControl() ? kMaxTrainingLayers
                                                            : box->maximum();
        const int value = box->minimum() + pick(high - box->minimum() + 1);
        note(QStringLiteral("training %1 %2").arg(QLatin1String(name)).arg(value));
        box->setValue(value);
    } else if (kind < 85) {
        QPushButton *buttons[] = {controls->trainButton(), controls->trainButton(), controls->stopButton(), controls->resetButton()};
        QPushButton *button = buttons[pick(4)];
        if (!button->isEnabled())
            return;
        note(QStringLiteral("training press %1").arg(button->text()));
        button->click();
    } else {
        static const QStringList sentences{QStringLiteral("the cat chased the mouse"), QStringLiteral("猫追羊"),
                                           QStringLiteral("the big old brown dog suddenly bit the small man"),
                                           QStringLiteral("tigers love 🐯"), QString(), QStringLiteral("a b c d e f"),
                                           QStringLiteral("the the the the the the the the the the the the the the the the "
                                                          "the the the the the the the the the the the the the the the the "
                                                          "the the the the the the the the the the the the the the the the "
                                                          "the the the the the the the the the the the the the the the the the")};
        const QString &sentence = sentences[pick(int(sentences.size()))];
        note(QStringLiteral("try '%1'").arg(sentence.left(30)));
        lab->trySentence()->sentenceBox()->setText(sentence);
    }
}

} // namespace monkey
