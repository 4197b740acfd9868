#pragma once
// A round of challenges on paper: File › Print Worksheet… and --export-challenges FILE.pdf.

#include "challenges/questions.h"
#include "challenges/worksheet_options.h"
#include "state/colour_map.h"

#include <QString>

class QPagedPaintDevice;
class QWidget;

/// What a document of the worksheet holds: the students' sheet (the questions, then from a new
/// page the answer sheet with a name line), the answer key with the explanations, or both.
enum class WorksheetPart { SheetAndKey, Sheet, Key };

/// The size of the pictures' tick labels and axis titles on paper: readable from a desk.
constexpr double kWorksheetPictureFontPoints = 9.0;

/// Lays `part` of the round out on `device`'s pages, in the current language, drawn as `options`
/// say (heatmaps in `map` unless in greys). A question never starts at the foot of a page it
/// does not fit on. Returns the number of pages.
int paintWorksheet(const pe::ChallengeSet &set, const std::vector<pe::Question> &questions, ColourMap map,
                   const WorksheetOptions &options, WorksheetPart part, QPagedPaintDevice *device);

/// Where the key goes when it is a file of its own: round.pdf → round-key.pdf.
QString answerKeyPath(const QString &path);

/// The worksheet as a PDF file on A4, written atomically; the key in it, or in a file of its own
/// at `keyPath` when that is given. The sheet's number of pages to `pages` if given. Returns an
/// empty string, or why not.
QString saveWorksheet(const pe::ChallengeSet &set, const std::vector<pe::Question> &questions, ColourMap map,
                      const WorksheetOptions &options, const QString &path, const QString &keyPath = {}, int *pages = nullptr);

/// File › Print Worksheet…: the worksheet's options, the print dialog (a printer, or Qt's "print
/// to PDF file"), then the round's worksheet; the key as a print job (or PDF file) of its own if
/// chosen. Returns a message for the status bar, empty when cancelled.
QString printWorksheetDialog(const pe::ChallengeSet &set, const std::vector<pe::Question> &questions, ColourMap map, QWidget *parent);
/// File › Save Worksheet as PDF…: the worksheet's options, a file, and the worksheet saved (with
/// NAME-key.pdf beside it if chosen); a failure is shown in a message box. Returns a message for
/// the status bar, empty when cancelled or failed.
QString saveWorksheetDialog(const pe::ChallengeSet &set, const std::vector<pe::Question> &questions, ColourMap map, QWidget *parent);
