import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconFolderPlus, IconArrowsMove, IconPencil, IconTrash } from '@tabler/icons-react';
import type { Category } from './assets';
import type { CategoryDialog } from './CategoryDialogs';

interface CategoryMenuProps {
  category: Category;
  onChoose: (dialog: CategoryDialog) => void;
}

/** What a user with asset management may do to the selected category. */
export function CategoryMenu({ category, onChoose }: CategoryMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" rightSection={<IconChevronDown size={16} />} data-testid="category-menu">
          Edit Category
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconFolderPlus size={16} />}
          onClick={() => onChoose({ kind: 'create', parent: category })}
        >
          Add Subcategory
        </Menu.Item>
        <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onChoose({ kind: 'rename', category })}>
          Rename
        </Menu.Item>
        <Menu.Item leftSection={<IconArrowsMove size={16} />} onClick={() => onChoose({ kind: 'move', category })}>
          Move
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() => onChoose({ kind: 'delete', category })}
        >
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
