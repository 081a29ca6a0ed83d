import { NavLink, ScrollArea, Text } from '@mantine/core';
import type { CategoryNode } from './categoryTree';

interface CategoryTreeProps {
  nodes: CategoryNode[];
  selectedId: string | null;
  onSelect: (categoryId: string) => void;
}

/** The category tree; a category with children opens to show them (all levels start open). */
export function CategoryTree({ nodes, selectedId, onSelect }: CategoryTreeProps) {
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
  if (nodes.length === 0) return <Text c="dimmed">No categories found.</Text>;
  return <ScrollArea.Autosize mah="calc(100vh - 200px)">{nodes.map(branch)}</ScrollArea.Autosize>;
}
