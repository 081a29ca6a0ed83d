import { NavLink, ScrollArea, Text } from '@mantine/core';
import type { CategoryNode } from './categoryTree';

interface CategoryTreeProps {
  nodes: CategoryNode[];
  /** The entry above the tree that selects no category: every asset. */
  allLabel: string;
  selectedId: string | null;
  onSelect: (categoryId: string | null) => void;
}

/** The category tree; a category with children opens to show them (all levels start open). */
export function CategoryTree({ nodes, allLabel, selectedId, onSelect }: CategoryTreeProps) {
  const branch = (node: CategoryNode) => (
    <NavLink
      key={node.category.id}
      label={node.category.name}
      active={node.category.id === selectedId}
      defaultOpened
      onClick={() => onSelect(node.category.id)}
      data-testid={`category-${node.category.id}`}
    >
      {node.children.length > 0 ? node.children.map(branch) : undefined}
    </NavLink>
  );
  return (
    <ScrollArea.Autosize mah="calc(100vh - 200px)">
      <NavLink
        label={allLabel}
        active={selectedId === null}
        onClick={() => onSelect(null)}
        data-testid="category-all"
      />
      {nodes.length === 0 ? (
        <Text c="dimmed" px="sm" py="xs">
          No categories found.
        </Text>
      ) : (
        nodes.map(branch)
      )}
    </ScrollArea.Autosize>
  );
}
