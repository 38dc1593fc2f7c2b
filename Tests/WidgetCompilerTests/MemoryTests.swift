import Foundation
import Testing
import WidgetSyntax

@testable import WidgetCompiler

/// A dropped tree frees its expressions. (LeakSanitizer found that closure
/// bodies stored in the arena kept it alive through their own `Expr`s.)
@Suite struct MemoryTests {
    @Test(arguments: sampleFiles(in: "Samples"))
    func droppedTreeFreesItsArena(_ url: URL) throws {
        weak var arena: SyntaxTree?
        do {
            let result = WDLParser.parse(try loadSource(url))
            arena = firstExpression(in: result.syntax)?.tree.object
            #expect(arena != nil)
            // Reading kinds hands out Exprs; none may be kept by the arena.
            _ = SyntaxPrinter.print(result.syntax)
        }
        #expect(arena == nil, "the expressions of \(url.lastPathComponent) were never freed")
    }

    private func firstExpression(in syntax: SourceFileSyntax) -> Expr? {
        for declaration in syntax.declarations {
            switch declaration {
            case .widget(let decl), .activity(let decl), .control(let decl): return property(decl)
            default: continue
            }
        }
        return nil
    }

    private func property(_ decl: ContainerDecl) -> Expr? {
        for member in decl.members {
            if case .property(let value) = member.kind { return value }
        }
        return nil
    }
}
