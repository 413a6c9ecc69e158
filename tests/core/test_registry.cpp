// Rulesets are found by key and take checked options.

#include <QtTest>

#include "ruleset_registry.h"
#include "variants/classical.h"

using namespace tavleya;

namespace {

// A ruleset that exists only to test option handling.
class OptionProbe : public ClassicalRuleset {
public:
    explicit OptionProbe(std::string seen) : seen_(std::move(seen)) {}
    const std::string& seen() const { return seen_; }

private:
    std::string seen_;
};

}  // namespace

class TestRegistry : public QObject {
    Q_OBJECT

private slots:
    void classicalIsBuiltIn();
    void unknownVariantIsNamed();
    void optionsAreChecked();
};

void TestRegistry::classicalIsBuiltIn() {
    const RulesetRegistry registry = builtinRulesets();
    const auto rules = registry.create("classical");
    QVERIFY(rules.ok());
    QCOMPARE((*rules)->info().key, std::string_view("classical"));
    QCOMPARE((*rules)->writeFen((*rules)->startPosition()), std::string(kStartFen));
    QCOMPARE((*rules)->perft((*rules)->startPosition(), 3), std::uint64_t{8902});
    QVERIFY(!registry.list().empty());
}

void TestRegistry::unknownVariantIsNamed() {
    const auto rules = builtinRulesets().create("checkers");
    QVERIFY(!rules.ok());
    QVERIFY(rules.error().message.starts_with("unknown variant 'checkers' (known: classical"));
    const auto option = builtinRulesets().create("classical", {{"speed", "fast"}});
    QVERIFY(!option.ok());
    QCOMPARE(QString::fromStdString(option.error().message),
             QString("variant 'classical' has no option 'speed'"));
}

void TestRegistry::optionsAreChecked() {
    static constexpr RulesetInfo info{"probe", "Probe", "Проба", ""};
    RulesetRegistry registry;
    registry.add(info, {{"probe.mode", "a", {"a", "b"}}}, [](const RulesetOptions& o) {
        return std::make_unique<OptionProbe>(o.at("probe.mode"));
    });
    const auto byDefault = registry.create("probe");
    QVERIFY(byDefault.ok());
    QCOMPARE(dynamic_cast<const OptionProbe&>(**byDefault).seen(), std::string("a"));
    const auto chosen = registry.create("probe", {{"probe.mode", "b"}});
    QCOMPARE(dynamic_cast<const OptionProbe&>(**chosen).seen(), std::string("b"));
    const auto bad = registry.create("probe", {{"probe.mode", "c"}});
    QVERIFY(!bad.ok());
    QCOMPARE(QString::fromStdString(bad.error().message),
             QString("option 'probe.mode' cannot be 'c' (allowed: a, b)"));
}

QTEST_GUILESS_MAIN(TestRegistry)
#include "test_registry.moc"
