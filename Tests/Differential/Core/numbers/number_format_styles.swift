// Foundation's number format styles as labels use them: compact names, currencies, significant
// and integer digits, no grouping, and rounding half to even on the shortest decimal digits.
import Foundation
let compact = [0.0, 999, 1234, 9999, 123456, 999999, 15_500_000, 2.5e12, -1500, 0.5, 12.345]
print(compact.map { $0.formatted(.number.notation(.compactName)) }.joined(separator: " "))
print(1234.formatted(.number.notation(.compactName)), 1_000_000.formatted(.number.notation(.compactName)))
print(1234.5.formatted(.currency(code: "USD")), (-3.0).formatted(.currency(code: "EUR")), 1234.0.formatted(.currency(code: "JPY")))
print(5.formatted(.currency(code: "GBP")), 2.5.formatted(.currency(code: "XYZ")))
print(1234.5.formatted(.number.precision(.significantDigits(3))), 0.000123.formatted(.number.precision(.significantDigits(3))))
print(3.0.formatted(.number.precision(.significantDigits(2...4))), 12.5.formatted(.number.precision(.integerLength(3))))
print(1234.5.formatted(.number.precision(.integerAndFractionLength(integer: 5, fraction: 1))), 7.formatted(.number.precision(.integerLength(3))))
print(1234567.formatted(.number.grouping(.never)), 1234.5.formatted(.number.grouping(.never)))
print(2.5.formatted(.number.precision(.fractionLength(0))), 3.5.formatted(.number.precision(.fractionLength(0))), 2.675.formatted(.number.precision(.fractionLength(2))))
print(1e-7.formatted(), 1e20.formatted(), 123456789.123456789.formatted(), (-0.0).formatted())
print((-0.001).formatted(.number.precision(.fractionLength(0))), 0.256.formatted(.percent.precision(.fractionLength(0))), (-Double.infinity).formatted(.percent))
print(Int.max.formatted(), Int.min.formatted(), 0.5.formatted(.percent.precision(.fractionLength(1))))

// expect: 0 999 1.2K 10K 123K 1M 16M 2.5T -1.5K 0.5 12
// expect: 1.2K 1M
// expect: US$1,234.50 -€3.00 JP¥1,234
// expect: £5.00 XYZ 2.50
// expect: 1,230 0.000123
// expect: 3.0 012.5
// expect: 01,234.5 007
// expect: 1234567 1234.5
// expect: 2 4 2.68
// expect: 0 100,000,000,000,000,000,000 123,456,789.123457 -0
// expect: -0 26% -∞%
// expect: 9,223,372,036,854,775,807 -9,223,372,036,854,775,808 50.0%
