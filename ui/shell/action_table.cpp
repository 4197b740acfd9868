#include "shell/action_table.h"

#include <QAction>
#include <QMenu>
#include <QWidget>

QAction *ActionTable::add(QMenu *menu, const ActionEntry &entry)
{
    auto *action = new QAction(entry.text, menu ? static_cast<QObject *>(menu) : m_window);
    action->setShortcuts(entry.keys);
    action->setToolTip(entry.toolTip);
    if (entry.switched) {
        action->setCheckable(true);
        QObject::connect(action, &QAction::triggered, m_window, entry.switched);
    } else if (entry.triggered) {
        QObject::connect(action, &QAction::triggered, m_window, entry.triggered);
    }
    if (menu)
        menu->addAction(action);
    else
        m_window->addAction(action);
    if (!entry.keys.isEmpty())
        m_keyed.append({action, entry.keysHelp});
    return action;
}

QList<std::pair<QString, QString>> ActionTable::widgetKeys()
{
    return {
        {tr("Arrow keys, Home, End"), tr("Move the slider that has the focus")},
        {tr("Mouse wheel, drag"), tr("Zoom and move a curve plot; double-click to reset it")},
        {tr("Right click"), tr("Save a plot as PNG, SVG or PDF, or its matrix as CSV or .npy")},
        {tr("A to D, Enter"), tr("Challenges: choose an answer, check it, then the next question")},
        {tr("S, R, N"), tr("Challenges in class mode: start the countdown, reveal the answer, next question")},
    };
}

QString ActionTable::shortcutsText() const
{
    QList<std::pair<QString, QString>> shortcuts;
    for (const Keyed &keyed : m_keyed) {
        QStringList keys;
        for (const QKeySequence &key : keyed.action->shortcuts())
            if (!key.isEmpty()) // a standard key the platform has none for, e.g. Quit on some
                keys.append(key.toString(QKeySequence::NativeText));
        if (!keys.isEmpty())
            shortcuts.append({keys.join(QStringLiteral(", ")), keyed.help});
    }
    shortcuts.append(widgetKeys());
    QString rows;
    for (const auto &shortcut : shortcuts)
        rows += QStringLiteral("<tr><td><b>%1</b></td><td>&nbsp;&nbsp;%2</td></tr>")
                    .arg(shortcut.first.toHtmlEscaped(), shortcut.second.toHtmlEscaped());
    return QStringLiteral("<table>%1</table>").arg(rows);
}
