#pragma once
// Class mode's letter keys: S starts the countdown, R reveals, N goes on, wherever the focus is
// on the question page.

#include <QList>
#include <QObject>
#include <functional>
#include <utility>

class QShortcut;
class QWidget;

/// The shortcuts of plain letter keys on a page (off until setEnabled(true)), which also reach
/// them from the page's number boxes (a typed answer, the hands tally's counts): a line edit claims
/// every letter for itself (QEvent::ShortcutOverride), so on a typed-answer question N wrote "n"
/// into the answer on the projector instead of going on. The boxes take numbers only; with the
/// keys off, a letter is typed as before.
class ClassModeKeys : public QObject
{
public:
    using Key = std::pair<int, std::function<void()>>;
    ClassModeKeys(QWidget *page, const QList<Key> &keys);

    void setEnabled(bool enabled);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QList<int> m_keys;
    QList<QShortcut *> m_shortcuts;
    bool m_enabled = false;
};
