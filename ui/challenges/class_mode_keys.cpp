#include "challenges/class_mode_keys.h"

#include <QAbstractSpinBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QShortcut>

ClassModeKeys::ClassModeKeys(QWidget *page, const QList<Key> &keys)
    : QObject(page)
{
    for (const auto &[key, action] : keys) {
        auto *shortcut = new QShortcut(QKeySequence(key), page, action);
        shortcut->setContext(Qt::WidgetWithChildrenShortcut);
        shortcut->setEnabled(false);
        m_keys.append(key);
        m_shortcuts.append(shortcut);
    }
    for (QLineEdit *edit : page->findChildren<QLineEdit *>())
        edit->installEventFilter(this);
    for (QAbstractSpinBox *box : page->findChildren<QAbstractSpinBox *>())
        box->installEventFilter(this);
}

void ClassModeKeys::setEnabled(bool enabled)
{
    m_enabled = enabled;
    for (QShortcut *shortcut : m_shortcuts)
        shortcut->setEnabled(enabled);
}

bool ClassModeKeys::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride && m_enabled) {
        const auto *key = static_cast<QKeyEvent *>(event);
        // Not accepted: the key goes to its shortcut instead of into the box.
        if (key->modifiers() == Qt::NoModifier && m_keys.contains(key->key()))
            return true;
    }
    return QObject::eventFilter(watched, event);
}
