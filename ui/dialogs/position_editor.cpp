#include "dialogs/position_editor.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

#include "board/board_widget.h"
#include "board/piece_picture.h"
#include "text/piece_words.h"
#include "text/user_message.h"

namespace tavleya {
namespace {

// Takes the top piece off a square; the piece beneath, if any, comes up.
void takeTop(Position& p, Square s) {
    if (p.towers().height(s) > 0)
        p.replace(s, p.eraseBeneath(s, 0));
    else
        p.remove(s);
}

// The rook a side would castle with: the outermost on its back rank on that
// side of the king (chess960.md: the rights are given by the rook).
Square outermostRook(const Position& p, Color c, CastlingSide side) {
    const Square king = p.royalSquare(c);
    if (!king.valid()) return Square::none();
    const int rank = c == Color::White ? 0 : 7;
    if (king.rank() != rank) return Square::none();
    const int step = side == CastlingSide::King ? -1 : 1;
    for (int file = side == CastlingSide::King ? 7 : 0; file != king.file(); file += step) {
        const Piece piece = p.at(Square::at(file, rank));
        if (piece == Piece(c, PieceKind::Rook)) return Square::at(file, rank);
    }
    return Square::none();
}

}  // namespace

PositionEditor::PositionEditor(std::shared_ptr<const Ruleset> rules, const Position& start,
                               QWidget* parent)
    : QDialog(parent), rules_(std::move(rules)), editing_(start), valid_(start) {
    setWindowTitle(tr("Set Up a Position"));
    auto* layout = new QHBoxLayout(this);
    board_ = new BoardWidget(this);
    board_->setObjectName(QStringLiteral("editorBoard"));
    board_->setMinimumSize(360, 360);
    board_->model()->setPieceWords(PieceWords(*rules_));
    board_->setPiecePictures(PiecePictures(*rules_));
    layout->addWidget(board_, 1);
    connect(board_, &BoardWidget::squarePressed, this, &PositionEditor::pressSquare);

    auto* side = new QVBoxLayout;
    side->addLayout(createPalette());
    auto* hint = new QLabel(rules_->buildsTowers()
                                ? tr("Left button: put the piece on top of the tower. "
                                     "Right button: take the top piece off.")
                                : tr("Left button: put the piece. Right button: take it off."),
                            this);
    hint->setWordWrap(true);
    side->addWidget(hint);
    side->addLayout(createFields());
    message_ = new QLabel(this);
    message_->setObjectName(QStringLiteral("editorMessage"));
    message_->setWordWrap(true);
    message_->setStyleSheet(QStringLiteral("color: #b02020"));
    side->addWidget(message_);
    auto* tools = new QHBoxLayout;
    auto* clear = new QPushButton(tr("&Clear Board"), this);
    auto* initial = new QPushButton(tr("&Start Position"), this);
    tools->addWidget(clear);
    tools->addWidget(initial);
    side->addLayout(tools);
    side->addStretch();
    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    side->addWidget(buttons_);
    layout->addLayout(side);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(fen_, &QLineEdit::editingFinished, this, &PositionEditor::readFenField);
    connect(clear, &QPushButton::clicked, this, &PositionEditor::clearBoard);
    connect(initial, &QPushButton::clicked, this, [this] {
        editing_ = rules_->startPosition();
        showPosition();
    });
    showPosition();
}

// The palette: every piece of the variant in both colours, and the eraser.
// Where pawns know what they will become, a pawn of each such kind too (the
// plain pawn takes the kind of the file it is put on).
// The palette's pieces as the board draws them.
void PositionEditor::drawPalette() {
    for (std::size_t id = 0; id < paletteEntries_.size(); ++id) {
        QAbstractButton* button = palette_->button(static_cast<int>(id));
        button->setIcon(piecePicture(board_->pieceSet(), {&paletteEntries_[id], 1}, 36));
        button->setIconSize(QSize(36, 36));
    }
}

void PositionEditor::showLookOf(const BoardWidget& board) {
    board_->setTheme(board.theme());
    board_->setPieceStyle(board.pieceSet().style());
    board_->setCoordinatesOutside(board.coordinatesOutside());
    drawPalette();
}

QLayout* PositionEditor::createPalette() {
    auto* grid = new QGridLayout;
    palette_ = new QButtonGroup(this);
    const PieceWords words(*rules_);
    std::vector<PieceKind> identities;
    const Position start = rules_->startPosition();
    for (int file = 0; file < 8; ++file)
        if (const Piece p = start.at(Square::at(file, 1));
            p.kind() == PieceKind::Pawn && p.identity() != PieceKind::None &&
            std::ranges::find(identities, p.identity()) == identities.end())
            identities.push_back(p.identity());
    int column = 0;
    const auto addColumn = [&](PieceKind kind, PieceKind identity) {
        for (Color color : {Color::White, Color::Black}) {
            const Piece piece = Piece(color, kind).withIdentity(identity);
            auto* button = new QToolButton(this);
            button->setCheckable(true);
            button->setToolTip(words.describe(piece));
            button->setAccessibleName(words.describe(piece));
            palette_->addButton(button, static_cast<int>(paletteEntries_.size()));
            paletteEntries_.push_back(piece);
            grid->addWidget(button, color == Color::White ? 0 : 1, column);
        }
        ++column;
    };
    for (PieceKind kind : rules_->pieceKinds()) addColumn(kind, PieceKind::None);
    for (PieceKind identity : identities) addColumn(PieceKind::Pawn, identity);
    auto* eraser = new QToolButton(this);
    eraser->setText(tr("Erase"));
    eraser->setToolTip(rules_->buildsTowers()
                           ? tr("Takes the top piece off a square (the right button does too)")
                           : tr("Takes the piece off a square (the right button does too)"));
    eraser->setCheckable(true);
    palette_->addButton(eraser, -2);
    grid->addWidget(eraser, 0, column, 2, 1);
    drawPalette();
    choosePiece(Color::White, PieceKind::Pawn);
    connect(palette_, &QButtonGroup::idClicked, this, [this](int id) {
        palettePiece_ = id < 0 ? Piece() : paletteEntries_[static_cast<std::size_t>(id)];
    });
    return grid;
}

// What the board does not show: side to move, castling, en passant, the
// pockets, the move number, and the whole as FEN.
QLayout* PositionEditor::createFields() {
    auto* form = new QFormLayout;
    side_ = new QComboBox(this);
    side_->setObjectName(QStringLiteral("editorSide"));
    side_->addItem(tr("White"));
    side_->addItem(tr("Black"));
    form->addRow(tr("Side to &move:"), side_);
    auto* rights = new QHBoxLayout;
    // In the order of castlingBox(): White's two sides, then Black's.
    const QString labels[] = {tr("White O-O"), tr("White O-O-O"), tr("Black O-O"),
                              tr("Black O-O-O")};
    for (int i = 0; i < 4; ++i) {
        castling_[i] = new QCheckBox(labels[i], this);
        rights->addWidget(castling_[i]);
        connect(castling_[i], &QCheckBox::toggled, this, &PositionEditor::applyFields);
    }
    form->addRow(tr("Castling:"), rights);
    enPassant_ = new QComboBox(this);
    enPassant_->addItem(tr("none"), -1);
    for (int file = 0; file < 8; ++file)
        enPassant_->addItem(QString(QChar(fileLetter(file))), file);
    form->addRow(tr("&En passant on the file:"), enPassant_);
    if (rules_->hasPockets()) form->addRow(tr("Pockets (White, Black):"), createPocketFields());
    moveNumber_ = new QSpinBox(this);
    moveNumber_->setRange(1, 9999);
    form->addRow(tr("Move &number:"), moveNumber_);
    fen_ = new QLineEdit(this);
    fen_->setObjectName(QStringLiteral("editorFen"));
    form->addRow(tr("&FEN:"), fen_);
    connect(side_, &QComboBox::currentIndexChanged, this, &PositionEditor::applyFields);
    connect(enPassant_, &QComboBox::currentIndexChanged, this, &PositionEditor::applyFields);
    connect(moveNumber_, &QSpinBox::valueChanged, this, &PositionEditor::applyFields);
    return form;
}

QLayout* PositionEditor::createPocketFields() {
    auto* grid = new QGridLayout;
    const PieceWords words(*rules_);
    int at = 0;
    for (PieceKind kind : rules_->pocketKinds()) {
        const std::string_view symbol = rules_->pieceSymbol(kind, PieceAlphabet::English);
        for (Color color : {Color::White, Color::Black}) {
            auto* box = new QSpinBox(this);
            box->setRange(0, 16);
            box->setPrefix(kind == PieceKind::Pawn
                               ? QStringLiteral("P ")
                               : QString::fromUtf8(symbol.data(), qsizetype(symbol.size())) +
                                     QStringLiteral(" "));
            box->setAccessibleName(tr("In the pocket: %1").arg(words.describe(Piece(color, kind))));
            box->setToolTip(box->accessibleName());
            pockets_[index(color)][index(kind)] = box;
            grid->addWidget(box, color == Color::White ? 0 : 1, at);
            connect(box, &QSpinBox::valueChanged, this, &PositionEditor::applyFields);
        }
        ++at;
    }
    return grid;
}

void PositionEditor::readFenField() {
    if (updating_) return;
    auto read = rules_->readFen(fen_->text().trimmed().toStdString());
    if (!read) {
        problem_ = userSentence(read.error());
        message_->setText(problem_);
        buttons_->button(QDialogButtonBox::Ok)->setEnabled(false);
        return;
    }
    editing_ = read.value();
    showPosition();
}

void PositionEditor::clearBoard() {
    for (int i = 0; i < 64; ++i)
        while (!editing_.at(Square(i)).empty()) takeTop(editing_, Square(i));
    for (Color c : {Color::White, Color::Black})
        for (PieceKind k : rules_->pocketKinds())
            while (editing_.pocketCount(c, k) > 0) editing_.removeFromPocket(c, k);
    showPosition();
}

void PositionEditor::choosePiece(Color color, PieceKind kind) {
    const Piece wanted = Piece(color, kind);
    for (std::size_t i = 0; i < paletteEntries_.size(); ++i)
        if (kind != PieceKind::None && paletteEntries_[i] == wanted)
            return palette_->button(static_cast<int>(i))->click();
    if (kind == PieceKind::None) palette_->button(-2)->click();
}

QCheckBox* PositionEditor::castlingBox(Color color, CastlingSide side) const {
    return castling_[index(color) * 2 + static_cast<int>(side)];
}

QSpinBox* PositionEditor::pocketBox(Color color, PieceKind kind) const {
    return pockets_[index(color)][index(kind)];
}

void PositionEditor::pressSquare(Square s, Qt::MouseButton button) {
    if (!s.valid()) return;
    const Piece top = editing_.at(s);
    const bool erase = button == Qt::RightButton || palettePiece_.empty();
    if (erase) {
        if (top.empty()) return;
        takeTop(editing_, s);
    } else if (button == Qt::LeftButton) {
        Piece piece = palettePiece_;
        // Where a pawn promotes to the piece it started in front of, the
        // plain pawn put on a file is taken to have started on that file.
        if (piece.kind() == PieceKind::Pawn && piece.identity() == PieceKind::None) {
            const Piece original = rules_->startPosition().at(Square::at(s.file(), 1));
            if (original.kind() == PieceKind::Pawn && original.identity() != PieceKind::None)
                piece = piece.withIdentity(original.identity());
        }
        if (top.empty())
            editing_.put(s, piece);
        else if (rules_->buildsTowers()) {
            editing_.replace(s, piece);  // on top: the old top goes beneath
            editing_.insertBeneath(s, 0, top);
        } else {
            editing_.replace(s, piece);
        }
    }
    // Castling rights stay only while their king and rook are in place.
    for (Color c : {Color::White, Color::Black})
        for (CastlingSide side : {CastlingSide::King, CastlingSide::Queen})
            if (editing_.castlingRook(c, side).valid() &&
                editing_.castlingRook(c, side) != outermostRook(editing_, c, side))
                editing_.setCastlingRook(c, side, Square::none());
    showPosition();
}

void PositionEditor::showPosition() {
    fillFields();
    judge();
}

void PositionEditor::fillFields() {
    updating_ = true;
    side_->setCurrentIndex(editing_.sideToMove() == Color::White ? 0 : 1);
    for (Color c : {Color::White, Color::Black})
        for (CastlingSide side : {CastlingSide::King, CastlingSide::Queen}) {
            QCheckBox* box = castlingBox(c, side);
            box->setEnabled(outermostRook(editing_, c, side).valid());
            box->setChecked(editing_.castlingRook(c, side).valid());
        }
    enPassant_->setCurrentIndex(editing_.enPassant().valid() ? editing_.enPassant().file() + 1 : 0);
    for (Color c : {Color::White, Color::Black})
        for (PieceKind k : rules_->pocketKinds())
            if (QSpinBox* box = pocketBox(c, k)) box->setValue(editing_.pocketCount(c, k));
    moveNumber_->setValue(editing_.fullmoveNumber());
    updating_ = false;
}

void PositionEditor::applyFields() {
    if (updating_) return;
    editing_.setSideToMove(side_->currentIndex() == 0 ? Color::White : Color::Black);
    for (Color c : {Color::White, Color::Black})
        for (CastlingSide side : {CastlingSide::King, CastlingSide::Queen})
            editing_.setCastlingRook(c, side,
                                     castlingBox(c, side)->isChecked()
                                         ? outermostRook(editing_, c, side)
                                         : Square::none());
    const int file = enPassant_->currentData().toInt();
    editing_.setEnPassant(file < 0
                              ? Square::none()
                              : Square::at(file, editing_.sideToMove() == Color::White ? 5 : 2));
    for (Color c : {Color::White, Color::Black})
        for (PieceKind k : rules_->pocketKinds())
            if (QSpinBox* box = pocketBox(c, k)) {
                while (editing_.pocketCount(c, k) < box->value()) editing_.addToPocket(c, k);
                while (editing_.pocketCount(c, k) > box->value()) editing_.removeFromPocket(c, k);
            }
    editing_.setFullmoveNumber(moveNumber_->value());
    judge();
}

void PositionEditor::judge() {
    // The variant's reader is the judge: the position as its FEN reads back.
    const std::string fen = rules_->writeFen(editing_);
    updating_ = true;
    fen_->setText(QString::fromStdString(fen));
    updating_ = false;
    board_->setPosition(editing_);
    auto read = rules_->readFen(fen);
    if (read) {
        // What the reader makes of it is what is shown (royal kings in
        // Frankfurt, an en-passant square only where a capture exists).
        valid_ = read.value();
        if (!(valid_ == editing_)) {
            editing_ = valid_;
            fillFields();
            board_->setPosition(editing_);
        }
        problem_.clear();
    } else {
        problem_ = userSentence(read.error());
    }
    message_->setText(problem_);
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(problem_.isEmpty());
}

}  // namespace tavleya
