#include "shell/recent_lessons_menu.h"

#include <QFileInfo>
#include <QSettings>

namespace {

constexpr int kMaxRecentLessons = 8;
const QString kRecentLessonsKey = QStringLiteral("recentLessons");

} // namespace

RecentLessonsMenu::RecentLessonsMenu(QWidget *parent)
    : QMenu(tr("Open &Recent"), parent)
{
    fill();
}

void RecentLessonsMenu::remember(const QString &path)
{
    QSettings settings;
    QStringList recent = settings.value(kRecentLessonsKey).toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    settings.setValue(kRecentLessonsKey, recent.mid(0, kMaxRecentLessons));
    fill();
}

void RecentLessonsMenu::fill()
{
    clear();
    const QStringList recent = QSettings().value(kRecentLessonsKey).toStringList();
    for (const QString &path : recent)
        addAction(QFileInfo(path).fileName(), this, [this, path] { emit chosen(path); })->setToolTip(path);
    setEnabled(!recent.isEmpty());
}
