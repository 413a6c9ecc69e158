// Fails when two folders of the sources include each other, directly or
// through others: a folder is a layer a reader can take in alone only if
// what it needs lies strictly below it (docs/architecture.md).
//
//   folder_cycles <repository>
//
// An include is resolved as the compiler would: beside the file first, then
// in each library's include root (core, engine, ui, app) in turn.

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <regex>
#include <set>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

const std::vector<std::string> kRoots = {"core", "engine", "ui", "app"};

struct Edge {
    std::string from, to, example;  // example: "file includes header"
};

std::optional<fs::path> resolve(const fs::path& repo, const fs::path& file,
                                const std::string& header) {
    if (fs::exists(file.parent_path() / header)) return file.parent_path() / header;
    for (const std::string& root : kRoots)
        if (fs::exists(repo / root / header)) return repo / root / header;
    return std::nullopt;
}

std::string folderOf(const fs::path& repo, const fs::path& file) {
    return fs::relative(file.parent_path(), repo).generic_string();
}

std::map<std::pair<std::string, std::string>, Edge> readEdges(const fs::path& repo) {
    static const std::regex include(R"re(^\s*#\s*include\s*"([^"]+)")re");
    std::map<std::pair<std::string, std::string>, Edge> edges;
    for (const std::string& root : kRoots) {
        for (const auto& entry : fs::recursive_directory_iterator(repo / root)) {
            const fs::path& file = entry.path();
            if (file.extension() != ".h" && file.extension() != ".cpp") continue;
            std::ifstream in(file);
            std::string line;
            while (std::getline(in, line)) {
                std::smatch match;
                if (!std::regex_search(line, match, include)) continue;
                const auto target = resolve(repo, file, match[1]);
                if (!target) continue;  // generated (moc, resources) or a system header
                const std::string from = folderOf(repo, file), to = folderOf(repo, *target);
                if (from == to) continue;
                edges.try_emplace({from, to}, Edge{from, to,
                                                   fs::relative(file, repo).generic_string() +
                                                       " includes " + match[1].str()});
            }
        }
    }
    return edges;
}

// The folders from which `start` can be reached again, as a path of edges.
bool findPathBack(const std::map<std::pair<std::string, std::string>, Edge>& edges,
                  const std::string& at, const std::string& start, std::set<std::string>& seen,
                  std::vector<const Edge*>& path) {
    for (const auto& [key, edge] : edges) {
        if (key.first != at) continue;
        path.push_back(&edge);
        if (key.second == start) return true;
        if (seen.insert(key.second).second && findPathBack(edges, key.second, start, seen, path))
            return true;
        path.pop_back();
    }
    return false;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: folder_cycles <repository>\n";
        return 2;
    }
    const fs::path repo = argv[1];
    const auto edges = readEdges(repo);
    if (edges.size() < 10) {
        std::cerr << "only " << edges.size() << " includes between folders found under " << repo
                  << ": the check would see nothing\n";
        return 2;
    }
    std::set<std::string> folders;
    for (const auto& [key, edge] : edges) folders.insert(key.first);
    std::set<std::set<std::string>> reported;
    for (const std::string& folder : folders) {
        std::set<std::string> seen{folder};
        std::vector<const Edge*> path;
        if (!findPathBack(edges, folder, folder, seen, path)) continue;
        std::set<std::string> cycle;
        for (const Edge* edge : path) cycle.insert(edge->from);
        if (!reported.insert(cycle).second) continue;
        std::cout << "Folders that include each other:\n";
        for (const Edge* edge : path)
            std::cout << "  " << edge->from << " -> " << edge->to << "  (" << edge->example
                      << ")\n";
    }
    std::cout << edges.size() << " includes between " << folders.size() << " folders, "
              << reported.size() << " cycles\n";
    return reported.empty() ? 0 : 1;
}
