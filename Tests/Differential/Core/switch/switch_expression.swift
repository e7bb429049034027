// switch and if as expressions (Swift 5.9).
enum Tier { case free, pro }
let tier = Tier.pro
let price = switch tier {
    case .free: 0
    case .pro: 10
}
let label = if price > 5 { "paid" } else { "cheap" }
print(price, label)

// expect: 10 paid
