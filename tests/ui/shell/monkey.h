#pragma once
// The monkey test's class, declared here because two sources define it: test_monkey.cpp (the test
// functions and the checks after each batch) and monkey_actions.cpp (the random user actions).

#include "math/types.h"
#include "schemes/position_schemes.h"

#include <QObject>
#include <QRandomGenerator>
#include <QSet>
#include <QString>
#include <QStringList>

class AppState;
class AttentionLab;
class EncodingExplorer;
class MainWindow;
class QSpinBox;
class QTabWidget;
class SliderSpinBox;

class TestMonkey : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void randomActionsKeepEveryViewSound();

private:
    void act();
    void actOnExplorer();
    void actOnLab();
    void actOnBlockWindow();
    void actOnSentence();
    void actOnWindow();
    void moveSliderSpinBox(SliderSpinBox *control, const QString &name, bool logarithmicValues);
    void setUpForMeasuring();
    QString problem() const;
    QString blockProblem() const;
    QString encodingProblem(const pe::Matrix &matrix, const pe::SchemeParams &params, const QString &what) const;
    QString attentionProblem() const;
    QString controlsProblem() const;
    QString heatmapProblem() const;

    int pick(int count);
    bool chance(double p);
    /// A whole number in [low, high], log-uniform: small matrices often, the largest ones now and then.
    int logUniform(int low, int high);
    void note(const QString &action);

    QRandomGenerator m_random;
    quint64 m_seed = 0; // initTestCase() sets it, before any action draws a number
    int m_actionIndex = 0;
    QStringList m_recentActions;
    AppState *m_state = nullptr;
    MainWindow *m_window = nullptr;
    EncodingExplorer *m_explorer = nullptr;
    AttentionLab *m_lab = nullptr;
    QTabWidget *m_tabs = nullptr;
    QSpinBox *m_seedControl = nullptr;
    double m_startFontSize = 0.0;
    int m_checks = 0;
    int m_checksWithAttention = 0;
    QSet<QString> m_schemesChecked;
};
