#include "shell/handbook_window.h"

#include "state/interface_language.h"

#include <QDesktopServices>
#include <QFile>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QImage>
#include <QListWidget>
#include <QSignalBlocker>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextList>
#include <QTextBrowser>

namespace {

// Text at least this high, in pixels: a handbook is read, at a desk or on a projector.
constexpr int kTextPixels = 15;
// The screenshots are 1600 pixels wide; drawn at this width they fit beside the page list at
// 1024 × 768 without a horizontal scroll bar, and their words still read.
constexpr int kImageWidth = 760;

// A QTextBrowser whose pictures fit the page.
class HandbookBrowser : public QTextBrowser
{
public:
    using QTextBrowser::QTextBrowser;

    QVariant loadResource(int type, const QUrl &name) override
    {
        const QVariant loaded = QTextBrowser::loadResource(type, name);
        if (type != QTextDocument::ImageResource)
            return loaded;
        const QImage image = QImage::fromData(loaded.toByteArray());
        return image.width() > kImageWidth ? image.scaledToWidth(kImageWidth, Qt::SmoothTransformation) : loaded;
    }
};

// A line of a block of code, fenced or indented (Qt's Markdown reader gives it the code's language).
bool isCode(const QTextBlock &block)
{
    return block.isValid() && block.blockFormat().hasProperty(QTextFormat::BlockCodeLanguage);
}

// Qt's Markdown reader sets paragraphs and headings with no space between them: half a line after
// each paragraph and table, a line before each heading, so that a page reads as paragraphs.
void spaceBlocks(QTextDocument *document)
{
    QTextCursor cursor(document);
    cursor.beginEditBlock();
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        cursor.setPosition(block.position());
        if (cursor.currentTable())
            continue;  // a table's rows stay as close as its lines
        QTextBlockFormat format = block.blockFormat();
        // A list or a block of code keeps its lines together: only its last one is spaced.
        const bool codeGoesOn = isCode(block) && isCode(block.next());
        const bool listGoesOn = block.textList() && block != block.textList()->item(block.textList()->count() - 1);
        if (format.headingLevel() > 0)
            format.setTopMargin(kTextPixels);
        else if (!codeGoesOn && !listGoesOn)
            format.setBottomMargin(kTextPixels / 2);
        cursor.setBlockFormat(format);
    }
    cursor.endEditBlock();
}

// A page's title: its first heading ("# The formula"), or its file name.
QString pageTitle(const QString &path)
{
    QFile file(path);
    if (file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        const QString first = QString::fromUtf8(file.readLine()).trimmed();
        if (first.startsWith(QLatin1String("# ")))
            return first.mid(2);
    }
    return path.section(QLatin1Char('/'), -1);
}

} // namespace

QStringList HandbookWindow::pageFiles()
{
    return {QStringLiteral("index.md"),          QStringLiteral("encoding-explorer.md"), QStringLiteral("attention-lab.md"),
            QStringLiteral("training-lab.md"),   QStringLiteral("challenges.md"),        QStringLiteral("images-and-video.md"),
            QStringLiteral("classroom.md"),      QStringLiteral("formula.md"),           QStringLiteral("experiments.md"),
            QStringLiteral("command-line.md"),   QStringLiteral("install.md")};
}

QString HandbookWindow::folder(const QString &language)
{
    const QString own = QStringLiteral(":/handbook/%1/").arg(language);
    return QFile::exists(own + pageFiles().first()) ? own : QStringLiteral(":/handbook/en/");
}

HandbookWindow::HandbookWindow(QWidget *parent)
    : QWidget(parent, Qt::Window), m_folder(folder(interfaceLanguage())), m_pages(new QListWidget(this)),
      m_browser(new HandbookBrowser(this))
{
    setObjectName(QStringLiteral("handbook"));
    setWindowTitle(tr("Positional Encoding Explorer Handbook"));
    QFont font = this->font();
    font.setPixelSize(std::max(kTextPixels, QFontInfo(font).pixelSize()));
    m_pages->setFont(font);
    m_browser->setFont(font);
    m_browser->document()->setDefaultFont(font);
    m_browser->setOpenLinks(false);  // followLink(): a page here, a web address in the browser
    int titleWidth = 0;  // the list as wide as its longest title, so that none is cut off
    for (const QString &file : pageFiles()) {
        auto *item = new QListWidgetItem(pageTitle(m_folder + file), m_pages);
        item->setData(Qt::UserRole, file);
        titleWidth = std::max(titleWidth, QFontMetrics(font).horizontalAdvance(item->text()));
    }
    m_pages->setAccessibleName(tr("Handbook pages"));
    m_browser->setAccessibleName(tr("Handbook page"));
    m_pages->setFixedWidth(titleWidth + 2 * m_pages->frameWidth() + 2 * kTextPixels);
    m_pages->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_pages->setSpacing(2);
    m_browser->document()->setDocumentMargin(kTextPixels);
    connect(m_pages, &QListWidget::currentItemChanged, this, [this](QListWidgetItem *item) {
        if (item)
            showPage(item->data(Qt::UserRole).toString());
    });
    connect(m_browser, &QTextBrowser::anchorClicked, this, &HandbookWindow::followLink);
    connect(m_browser, &QTextBrowser::sourceChanged, this, [this](const QUrl &page) {
        spaceBlocks(m_browser->document());
        selectListedPage(page);
    });
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(m_pages);
    layout->addWidget(m_browser, 1);
    resize(1100, 760);
    showPage(pageFiles().first());
}

void HandbookWindow::showPage(const QString &file)
{
    m_browser->setSource(QUrl(QStringLiteral("qrc") + m_folder + file), QTextDocument::MarkdownResource);
}

void HandbookWindow::followLink(const QUrl &link)
{
    const QUrl target = m_browser->source().resolved(link);
    if (target.scheme() != QLatin1String("qrc"))
        QDesktopServices::openUrl(link);
    else if (target.fileName().endsWith(QLatin1String(".md")))
        m_browser->setSource(target, QTextDocument::MarkdownResource);  // also a #heading of it
}

QUrl HandbookWindow::currentPage() const
{
    return m_browser->source();
}

void HandbookWindow::selectListedPage(const QUrl &page)
{
    const QSignalBlocker blocker(m_pages);
    const qsizetype row = pageFiles().indexOf(page.fileName());
    m_pages->setCurrentRow(int(row));
}

HandbookWindow *showHandbook(QWidget *window)
{
    auto *handbook = window->findChild<HandbookWindow *>(QString(), Qt::FindDirectChildrenOnly);
    if (!handbook)
        handbook = new HandbookWindow(window);
    handbook->show();
    handbook->raise();
    handbook->activateWindow();
    return handbook;
}
