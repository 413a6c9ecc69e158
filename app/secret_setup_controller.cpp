#include "secret_setup_controller.h"

#include <QDialog>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include "engines/engine_arrangement.h"
#include "play/game_session.h"
#include "text/user_message.h"

namespace tavleya {

SecretSetupController::SecretSetupController(GameSession& session, QWidget* window)
    : QObject(window), session_(session), window_(window) {
    done_ = new QPushButton(tr("Setup Done"), window);
    done_->setObjectName(QStringLiteral("setupDone"));
    done_->hide();
    connect(done_, &QPushButton::clicked, this, &SecretSetupController::finish);

    // Between the two arrangements the whole window is covered, so the
    // second player does not see the first one's, by a modal screen: no menu
    // or key of the window reaches the game until Black continues.
    screen_ = new QDialog(window, Qt::Dialog | Qt::FramelessWindowHint);
    screen_->setObjectName(QStringLiteral("handOver"));
    screen_->setModal(true);
    screen_->setAutoFillBackground(true);
    auto* layout = new QVBoxLayout(screen_);
    screenText_ = new QLabel(screen_);
    screenText_->setAlignment(Qt::AlignCenter);
    screenText_->setWordWrap(true);
    QFont large = screenText_->font();
    large.setPointSizeF(large.pointSizeF() * 1.8);
    screenText_->setFont(large);
    auto* proceed = new QPushButton(tr("Continue"), screen_);
    proceed->setObjectName(QStringLiteral("handOverContinue"));
    layout->addStretch();
    layout->addWidget(screenText_);
    layout->addWidget(proceed, 0, Qt::AlignCenter);
    layout->addStretch();
    connect(proceed, &QPushButton::clicked, this, [this] {
        screen_->hide();
        begin(Color::Black);
    });
    screen_->hide();
}

std::array<Bitboard, 64> SecretSetupController::destinations() const {
    std::array<Bitboard, 64> destinations{};
    if (!arranging_) return destinations;
    const Bitboard half =
        *arranging_ == Color::White ? 0x00000000FFFFFFFFull : 0xFFFFFFFF00000000ull;
    for (int i = 0; i < 64; ++i)
        if (!arrangement_.at(Square(i)).empty()) destinations[i] = half & ~bit(Square(i));
    return destinations;
}

void SecretSetupController::begin(Color side) {
    arranging_ = side;
    arrangement_ = session_.rules().startPosition();
    for (int i = 0; i < 64; ++i)
        if (!arrangement_.at(Square(i)).empty() && arrangement_.at(Square(i)).color() != side)
            arrangement_.remove(Square(i));
    if (byComputer_[index(side)])
        arrangeByComputer();
    else
        arrangeByHand();
}

void SecretSetupController::arrangeByHand() {
    done_->show();
    emit boardTurned(*arranging_ == Color::Black);
    emit message(instruction());
    emit changed();
}

void SecretSetupController::arrangeByComputer() {
    const EngineInfo& engine = *byComputer_[index(*arranging_)];
    asking_ = new EngineArrangement(session_.rulesPointer(), *arranging_, engine, this);
    connect(asking_, &EngineArrangement::arranged, this,
            &SecretSetupController::arrangedByComputer);
    connect(asking_, &EngineArrangement::failed, this, [this](const QString& why) {
        asking_->deleteLater();
        asking_ = nullptr;
        arrangeByHand();
        emit message(tr("%1 Arrange its pieces for it.").arg(why));
    });
    emit message(tr("%1 is arranging its pieces…").arg(engine.name));
}

void SecretSetupController::arrangedByComputer(const std::vector<Placement>& half) {
    asking_->deleteLater();
    asking_ = nullptr;
    for (int i = 0; i < 64; ++i)
        if (!arrangement_.at(Square(i)).empty()) arrangement_.remove(Square(i));
    for (const Placement& p : half) arrangement_.put(p.square, Piece(*arranging_, p.kind));
    finish();
}

QString SecretSetupController::instruction() const {
    if (!arranging_) return {};
    return *arranging_ == Color::White ? tr("White: arrange your pieces on your four ranks")
                                       : tr("Black: arrange your pieces on your four ranks");
}

void SecretSetupController::move(Square from, Square to) {
    if (!arranging_) return;
    const Piece moving = arrangement_.remove(from);
    if (!arrangement_.at(to).empty()) arrangement_.put(from, arrangement_.remove(to));
    arrangement_.put(to, moving);
    emit changed();
}

void SecretSetupController::cancel() {
    arranging_.reset();
    byComputer_ = {};
    delete asking_;  // its answer, if it comes, is for a game gone
    asking_ = nullptr;
    done_->hide();
    screen_->hide();
}

void SecretSetupController::finish() {
    const SecretArrangement* rules = session_.rules().secretArrangement();
    if (!arranging_ || !rules) return;
    const Color side = *arranging_;
    std::vector<Placement> setup;
    for (int i = 0; i < 64; ++i)
        if (!arrangement_.at(Square(i)).empty())
            setup.push_back({Square(i), arrangement_.at(Square(i)).kind()});
    if (const auto error = rules->checkHalf(side, setup)) {
        emit message(userSentence(*error));
        return;
    }
    if (side == Color::White) {
        whiteSetup_ = setup;
        // The board changes hands only between two people.
        if (byComputer_[0].has_value() || byComputer_[1].has_value())
            begin(Color::Black);
        else
            handOver();
        return;
    }
    const auto revealed = rules->reveal(whiteSetup_, setup);
    if (!revealed) {
        emit message(userSentence(revealed.error()));
        return;
    }
    cancel();
    emit boardTurned(false);
    std::optional<TimeControls> controls;
    if (const ChessClock* clock = session_.clock())
        controls.emplace(clock->control(Color::White), clock->control(Color::Black));
    std::vector<PgnTag> tags = session_.tags();  // the players' names stay
    session_.start(session_.rulesPointer(), controls, {}, revealed.value());
    session_.setTags(std::move(tags));
    emit this->revealed();
}

void SecretSetupController::handOver() {
    arranging_.reset();
    done_->hide();
    screenText_->setText(
        tr("White has arranged the pieces.\n\nHand the board to Black; "
           "Black, press Continue when White is not looking."));
    screen_->setGeometry(QRect(window_->mapToGlobal(QPoint(0, 0)), window_->size()));
    screen_->show();
    screen_->raise();
}

}  // namespace tavleya
