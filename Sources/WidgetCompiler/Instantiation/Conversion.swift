import Foundation
import WidgetArchive
import WidgetSyntax

/// Scalar conversions shared by the builder and the colour and font
/// conversions.
enum Conversion {
    /// A number (Int or Double), `.infinity` included.
    static func number(_ expression: Expr, evaluator: ExpressionEvaluator)
        throws(InstantiationFailure) -> Double
    {
        let value = try evaluator.evaluate(expression)
        if let number = value.number { return number }
        if value == .null {
            throw InstantiationFailure(
                .nilValue(ExpressionEvaluator.describe(expression)), at: expression.range)
        }
        if case .condition = value {
            throw InstantiationFailure(
                .displayTimeValue(ExpressionEvaluator.describe(expression)), at: expression.range)
        }
        throw InstantiationFailure(.expectedNumber(found: value.kindName), at: expression.range)
    }

    /// An `Edge.Set`: a name (`.horizontal`) or an array of them
    /// (`[.top, .leading]`).
    static func edges(_ expression: Expr, evaluator: ExpressionEvaluator)
        throws(InstantiationFailure) -> EdgeSet
    {
        if case .array(let elements) = expression.kind {
            var set = EdgeSet()
            for element in elements { set.formUnion(try edges(element, evaluator: evaluator)) }
            return set
        }
        let name = try Keywords.keyword(
            expression, in: EdgeSet.named.map(\.0), evaluator: evaluator)
        return EdgeSet.named.first { $0.0 == name }!.1
    }

    /// A finite number from 0 to 1 (opacities, colour components).
    static func unitNumber(_ expression: Expr, evaluator: ExpressionEvaluator)
        throws(InstantiationFailure) -> Double
    {
        let number = try number(expression, evaluator: evaluator)
        guard number.isFinite else {
            throw InstantiationFailure(.expectedUnitNumber(), at: expression.range)
        }
        // SwiftUI clamps out-of-range components and opacities.
        return min(1, max(0, number))
    }
}

/// Shape styles: colours, hierarchical styles (`.secondary`), `.tint`,
/// fills (`.fill.tertiary`), materials, and gradients.
enum ShapeStyleConversion {
    /// The styles written as keywords: `ShapeStyleKeyword`'s spellings.
    static let keywords: Set<String> = Set(ShapeStyleKeyword.allCases.map(\.rawValue))
}
