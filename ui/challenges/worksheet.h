#pragma once
// A round of challenges on paper: File › Print Worksheet… and --export-challenges FILE.pdf.

#include "challenges/questions.h"
#include "state/colour_map.h"

#include <QString>

class QPagedPaintDevice;

/// Lays the round out on `device`'s pages, in the current language: the questions with their
/// pictures and lettered choices (a line for a number), from a new page an answer sheet with a
/// name line, and from another the answer key with the explanations. A question never starts
/// at the foot of a page it does not fit on. Returns the number of pages.
int paintWorksheet(const pe::ChallengeSet &set, const std::vector<pe::Question> &questions, ColourMap map,
                   QPagedPaintDevice *device);

/// The worksheet as a PDF file on A4, written atomically; its number of pages to `pages` if given.
/// Returns an empty string, or why not.
QString saveWorksheet(const pe::ChallengeSet &set, const std::vector<pe::Question> &questions, ColourMap map,
                      const QString &path, int *pages = nullptr);

class QWidget;

/// File › Print Worksheet…: the print dialog (a printer, or Qt's "print to PDF file"), then the
/// round's worksheet. Returns a message for the status bar, empty when cancelled.
QString printWorksheetDialog(const pe::ChallengeSet &set, const std::vector<pe::Question> &questions, ColourMap map, QWidget *parent);
/// File › Save Worksheet as PDF…: asks for a file and saves; a failure is shown in a message box.
/// Returns a message for the status bar, empty when cancelled or failed.
QString saveWorksheetDialog(const pe::ChallengeSet &set, const std::vector<pe::Question> &questions, ColourMap map, QWidget *parent);
