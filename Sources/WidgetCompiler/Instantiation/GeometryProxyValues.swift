import WidgetArchive
import WidgetSyntax

/// What a `GeometryReader`'s proxy gives its content. The reader's size
/// is known only at layout, so its members are measures (`PathMeasure`),
/// as a `Shape`'s `rect` is: `proxy.size.width * 0.5` keeps its formula
/// and the renderer works it out for the size the reader is given
/// (`ReaderLength`).
extension ExpressionEvaluator {
    /// `proxy.size`, and `proxy.safeAreaInsets`, which are zero: a
    /// widget's content has no safe area (`ignoresSafeArea` has nothing to do).
    static func proxyMember(_ name: String) -> RuntimeValue? {
        switch name {
        case "size": .record(["width": .measure(.width), "height": .measure(.height)])
        case "safeAreaInsets":
            .record([
                "top": .double(0), "leading": .double(0), "bottom": .double(0),
                "trailing": .double(0),
            ])
        default: nil
        }
    }

    /// `proxy.frame(in: .local)`: the reader's frame from its top leading
    /// corner. Another coordinate space would place the frame in the
    /// widget, which only the device's layout knows: refused.
    func proxyFrame(_ call: Call, at range: SourceRange) throws(InstantiationFailure)
        -> RuntimeValue
    {
        guard call.arguments.count == 1, call.arguments[0].label?.name == "in",
            case .implicitMember(let space) = call.arguments[0].value.kind, space.name == "local"
        else {
            throw InstantiationFailure(.readerFrameSpace(), at: range)
        }
        return Self.rectRecord(x: .constant(0), y: .constant(0), width: .width, height: .height)
    }

    /// `d[.trailing]` of an `alignmentGuide` closure's dimensions: where
    /// an alignment's guide lies by default, as a measure of the view's
    /// size (leading and top 0, trailing the width, bottom the height,
    /// centre half of one; a text's baselines are not known here).
    static func dimensionGuide(_ key: Expr) throws(InstantiationFailure) -> RuntimeValue {
        var name: String?
        var axis: String?
        switch key.kind {
        case .implicitMember(let member): name = member.name
        case .member(let base, let member, _):
            if case .identifier(let type) = base.kind { axis = type.name }
            name = member.name
        default: break
        }
        switch (name, axis) {
        case ("leading"?, _), ("top"?, _): return .double(0)
        case ("trailing"?, _): return .measure(.width)
        case ("bottom"?, _): return .measure(.height)
        case ("center"?, "HorizontalAlignment"?):
            return .measure(.operation(.divide, .width, .constant(2), size: 3))
        case ("center"?, "VerticalAlignment"?):
            return .measure(.operation(.divide, .height, .constant(2), size: 3))
        default: throw InstantiationFailure(.dimensionGuide(), at: key.range)
        }
    }
}
