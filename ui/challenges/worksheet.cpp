#include "challenges/worksheet.h"

#include "challenges/challenge_kinds.h"

#include "challenges/controls.h"
#include "challenges/question_picture.h"
#include "export/matrix_export.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileDialog>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QPainter>
#include <QPdfWriter>
#include <QPrintDialog>
#include <QPrinter>
#include <QAbstractTextDocumentLayout>
#include <QTextDocument>
#include <QUrl>

namespace {

struct Worksheet
{
    Q_DECLARE_TR_FUNCTIONS(Worksheet)
};

// One block of the sheet: HTML, the pictures it shows, and whether it starts a new page.
struct Block
{
    QString html;
    QList<std::pair<QString, QImage>> images{};  ///< none in a block of text alone
    bool newPage = false;
};

QString roundLine(const pe::ChallengeSet &set, int count)
{
    return Worksheet::tr("Level %1, %2 · seed %3 · %n question(s)", nullptr, count)
        .arg(set.level).arg(pe::challengeLevelTitle(set.level)).arg(set.seed).toHtmlEscaped();
}

// The lettered choices, or a line for a number.
QString answerHtml(const pe::Question &question)
{
    if (question.choices.isEmpty())
        return Worksheet::tr("<p>Your answer: ____________</p>");
    QStringList lines;
    for (int c = 0; c < question.choices.size(); ++c)
        lines.append(QStringLiteral("<b>%1</b>&nbsp;&nbsp;%2").arg(choiceLetter(c), question.choices[c].toHtmlEscaped()));
    return QStringLiteral("<p>%1</p>").arg(lines.join(QStringLiteral("<br>")));
}

// A question with its picture above its choices, or in the compact layout beside them.
Block questionBlock(int number, const pe::Question &question, ColourMap map, bool compact)
{
    Block block;
    block.html = Worksheet::tr("<h3>%1. %2</h3>").arg(number).arg(challengeKindTitle(question.kind).toHtmlEscaped())
                 + QStringLiteral("<p>%1</p>").arg(question.prompt.toHtmlEscaped());
    const QSize size = compact ? challengeKindView(question.kind).compactPaper : challengeKindView(question.kind).paper;
    const QImage picture = QuestionPicture::render(question, map, size, kWorksheetPictureFontPoints);
    if (picture.isNull()) {
        block.html += answerHtml(question);
        return block;
    }
    const QString name = QStringLiteral("picture-%1").arg(number);
    block.images.append({name, picture});
    const QString image = QStringLiteral("<img src=\"%1\" width=\"%2\" height=\"%3\">").arg(name).arg(size.width()).arg(size.height());
    block.html += compact ? QStringLiteral("<table cellpadding=\"2\"><tr><td>%1</td><td valign=\"middle\">%2</td></tr></table>")
                                .arg(image, answerHtml(question))
                          : QStringLiteral("<p>%1</p>%2").arg(image, answerHtml(question));
    return block;
}

QList<Block> sheetBlocks(const pe::ChallengeSet &set, const std::vector<pe::Question> &questions, ColourMap map, bool compact)
{
    const QString round = roundLine(set, int(questions.size()));
    QList<Block> blocks{{Worksheet::tr("<h1>Positional Encoding Explorer: challenges</h1><p>%1</p>"
                                       "<p>Name: ______________________ &nbsp; Class: __________ &nbsp; Date: __________</p>")
                             .arg(round)}};
    for (std::size_t i = 0; i < questions.size(); ++i)
        blocks.append(questionBlock(int(i) + 1, questions[i], map, compact));
    // The answer sheet: one line per question, to hand in, a block each so that a long round
    // goes on to the next page.
    blocks.append({Worksheet::tr("<h2>Answer sheet</h2><p>%1</p><p>Name: ______________________ &nbsp; Class: __________</p>")
                       .arg(round), {}, true});
    for (std::size_t i = 0; i < questions.size(); ++i) {
        QStringList letters;
        for (int c = 0; c < questions[i].choices.size(); ++c)
            letters.append(choiceLetter(c));
        blocks.append({QStringLiteral("<p><b>%1.</b> &nbsp; %2</p>")
                           .arg(i + 1).arg(letters.isEmpty() ? QStringLiteral("____________") : letters.join(QStringLiteral(" &nbsp; &nbsp; ")))});
    }
    return blocks;
}

// The answer key, for the teacher.
QList<Block> keyBlocks(const pe::ChallengeSet &set, const std::vector<pe::Question> &questions)
{
    QList<Block> blocks{{Worksheet::tr("<h2>Answer key</h2><p>%1</p>").arg(roundLine(set, int(questions.size()))), {}, true}};
    for (std::size_t i = 0; i < questions.size(); ++i) {
        const pe::Question &question = questions[i];
        const int right = int(question.answer);
        const QString answer = question.choices.isEmpty()
                                   ? Worksheet::tr("%1 (within %2)").arg(question.answer, 0, 'f', 4).arg(question.tolerance)
                                   : QStringLiteral("%1, %2").arg(choiceLetter(right), question.choices[right]);
        blocks.append({QStringLiteral("<p><b>%1. %2</b><br>%3</p>").arg(i + 1).arg(answer.toHtmlEscaped(), question.explanation.toHtmlEscaped())});
    }
    return blocks;
}

QList<Block> worksheetBlocks(const pe::ChallengeSet &set, const std::vector<pe::Question> &questions, ColourMap map,
                             const WorksheetOptions &options, WorksheetPart part)
{
    QList<Block> blocks;
    if (part != WorksheetPart::Key)
        blocks = sheetBlocks(set, questions, options.greys ? ColourMap::Greys : map, options.compact);
    if (part != WorksheetPart::Sheet)
        blocks += keyBlocks(set, questions);
    return blocks;
}

// The compact layout's headings and paragraphs closer together (the default leaves a line or more).
const QString kCompactStyle = QStringLiteral("h1 { font-size: 15pt; margin-bottom: 4px; } h2 { font-size: 13pt; margin-bottom: 4px; } "
                                             "h3 { font-size: 10.5pt; margin-top: 6px; margin-bottom: 1px; } "
                                             "p { margin-top: 2px; margin-bottom: 2px; }");

} // namespace

int paintWorksheet(const pe::ChallengeSet &set, const std::vector<pe::Question> &questions, ColourMap map,
                   const WorksheetOptions &options, WorksheetPart part, QPagedPaintDevice *device)
{
    QPainter painter(device);
    const QRect page = device->pageLayout().paintRectPixels(device->logicalDpiY());
    const double footer = device->logicalDpiY() * 0.35;  // a third of an inch for the page number
    const double usable = page.height() - footer;
    QFont font = painter.font();
    font.setPointSizeF(options.compact ? 10 : 11);
    int pages = 1;
    double y = 0;
    const auto finishPage = [&] {
        painter.setFont(font);
        painter.drawText(QRectF(0, usable, page.width(), footer), Qt::AlignCenter, Worksheet::tr("Page %1").arg(pages));
    };
    for (const Block &block : worksheetBlocks(set, questions, map, options, part)) {
        QTextDocument document;
        document.documentLayout()->setPaintDevice(device);
        document.setDefaultFont(font);
        if (options.compact)
            document.setDefaultStyleSheet(kCompactStyle);
        document.setTextWidth(page.width());
        for (const auto &[name, image] : block.images)
            document.addResource(QTextDocument::ImageResource, QUrl(name), image);
        document.setHtml(block.html);
        const double height = document.size().height();
        if (y > 0 && (block.newPage || y + height > usable)) {
            finishPage();
            device->newPage();
            ++pages;
            y = 0;
        }
        painter.save();
        painter.translate(0, y);
        document.drawContents(&painter);
        painter.restore();
        y += height;
    }
    finishPage();
    return pages;
}

QString answerKeyPath(const QString &path)
{
    const QFileInfo info(path);
    return info.dir().filePath(info.completeBaseName() + QStringLiteral("-key.") + info.suffix());
}

namespace {

// One part of the worksheet as a PDF on A4, written atomically.
QString savePart(const pe::ChallengeSet &set, const std::vector<pe::Question> &questions, ColourMap map,
                 const WorksheetOptions &options, WorksheetPart part, const QString &path, int *pages)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageMargins(QMarginsF(18, 15, 18, 15), QPageLayout::Millimeter);
        writer.setResolution(300);
        writer.setTitle(part == WorksheetPart::Key ? Worksheet::tr("Answer key, level %1, seed %2").arg(set.level).arg(set.seed)
                                                   : Worksheet::tr("Challenges, level %1, seed %2").arg(set.level).arg(set.seed));
        writer.setCreator(QStringLiteral("Positional Encoding Explorer"));
        const int painted = paintWorksheet(set, questions, map, options, part, &writer);
        if (pages)
            *pages = painted;
    }
    return pe::writeFileAtomically(path, buffer.data());
}

} // namespace

QString saveWorksheet(const pe::ChallengeSet &set, const std::vector<pe::Question> &questions, ColourMap map,
                      const WorksheetOptions &options, const QString &path, const QString &keyPath, int *pages)
{
    if (keyPath.isEmpty())
        return savePart(set, questions, map, options, WorksheetPart::SheetAndKey, path, pages);
    const QString error = savePart(set, questions, map, options, WorksheetPart::Sheet, path, pages);
    return error.isEmpty() ? savePart(set, questions, map, options, WorksheetPart::Key, keyPath, nullptr) : error;
}

QString printWorksheetDialog(const pe::ChallengeSet &set, const std::vector<pe::Question> &questions, ColourMap map, QWidget *parent)
{
    const std::optional<WorksheetOptions> options = WorksheetOptionsDialog::ask(parent);
    if (!options)
        return {};
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(Worksheet::tr("Challenges, level %1, seed %2").arg(set.level).arg(set.seed));
    QPrintDialog dialog(&printer, parent);
    if (dialog.exec() != QDialog::Accepted)
        return {};
    if (!options->keyApart) {
        const int pages = paintWorksheet(set, questions, map, *options, WorksheetPart::SheetAndKey, &printer);
        return Worksheet::tr("Worksheet printed: %n page(s).", nullptr, pages);
    }
    const int pages = paintWorksheet(set, questions, map, *options, WorksheetPart::Sheet, &printer);
    // The key as a job of its own on the same printer, or a file of its own beside the sheet's.
    printer.setDocName(Worksheet::tr("Answer key, level %1, seed %2").arg(set.level).arg(set.seed));
    if (!printer.outputFileName().isEmpty())
        printer.setOutputFileName(answerKeyPath(printer.outputFileName()));
    paintWorksheet(set, questions, map, *options, WorksheetPart::Key, &printer);
    return Worksheet::tr("Worksheet printed: %n page(s), and the answer key on its own.", nullptr, pages);
}

QString saveWorksheetDialog(const pe::ChallengeSet &set, const std::vector<pe::Question> &questions, ColourMap map, QWidget *parent)
{
    const std::optional<WorksheetOptions> options = WorksheetOptionsDialog::ask(parent);
    if (!options)
        return {};
    QString path = QFileDialog::getSaveFileName(parent, Worksheet::tr("Save Worksheet as PDF"),
                                                QStringLiteral("challenges-level%1-seed%2.pdf").arg(set.level).arg(set.seed),
                                                Worksheet::tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return {};
    if (!path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        path += QLatin1String(".pdf");
    const QString keyPath = options->keyApart ? answerKeyPath(path) : QString();
    const QString error = saveWorksheet(set, questions, map, *options, path, keyPath);
    if (!error.isEmpty()) {
        QMessageBox::warning(parent, Worksheet::tr("Save Worksheet as PDF"), error);
        return {};
    }
    return keyPath.isEmpty() ? Worksheet::tr("Worksheet saved as %1").arg(path)
                             : Worksheet::tr("Worksheet saved as %1, its answer key as %2").arg(path, keyPath);
}
