#pragma once
// The main window's actions, each declared once with its menu text, keys, tooltip, what
// Help › Keyboard Shortcuts says of it, and what it does. That help is written from the actions
// themselves, so the keys it lists are the keys that work.

#include <QCoreApplication>
#include <QKeySequence>
#include <QList>
#include <QString>
#include <functional>

class QAction;
class QMenu;
class QWidget;

/// One action. Without a menu text it is a key of the window alone, e.g. PageDown in a lesson.
/// An entry names only the fields it needs ({.keys = …, .keysHelp = …, .triggered = …}): each
/// starts empty.
struct ActionEntry
{
    QString text{};                            ///< the menu entry
    QList<QKeySequence> keys{};                ///< the menu shows the first
    QString keysHelp{};                        ///< what the keys do, for Help › Keyboard Shortcuts
    QString toolTip{};
    std::function<void()> triggered{};
    std::function<void(bool on)> switched{};   ///< instead of `triggered`: an on/off action, told its new state
};

class ActionTable
{
    Q_DECLARE_TR_FUNCTIONS(ActionTable)
public:
    /// The actions work while `window` has the focus.
    explicit ActionTable(QWidget *window) : m_window(window) {}

    /// Makes the action and adds it to `menu`, or to the window alone when `menu` is null.
    QAction *add(QMenu *menu, const ActionEntry &entry);

    /// Help › Keyboard Shortcuts as rich text: a row for each action with keys, in the order
    /// they were added, then the keys and clicks that plots and sliders handle themselves.
    QString shortcutsText() const;
    /// Those last rows: keys or clicks, and what they do.
    static QList<std::pair<QString, QString>> widgetKeys();

private:
    struct Keyed
    {
        QAction *action;
        QString help;
    };

    QWidget *m_window;
    QList<Keyed> m_keyed;
};
