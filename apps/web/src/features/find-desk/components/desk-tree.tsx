import { deskDisplayStatus, type TDesk, type TRoom } from '@flexapp/contract';
import { ActionIcon, Badge, Button, Text, UnstyledButton } from '@mantine/core';
import { IconBuilding, IconDoor, IconMap, IconStack2, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NeighbourhoodTag } from '@/components/neighbourhoods/neighbourhood-tag';
import { deskStatusColor } from '@/lib/desk-status-color';
import { useNeighbourhoodMarks } from '@/lib/neighbourhoods-api';
import { useBuildings, useFloors, useRoomDesks, useRooms } from '@/lib/places';
import classes from './desk-tree.module.css';
import { TreeRow } from './tree-row';
import { type useExpandedNodes } from './use-expanded-nodes';

type Expanded = ReturnType<typeof useExpandedNodes>;
export interface TreeActions {
  date: string;
  nodes: Expanded;
  onDesk: (desk: TDesk) => void;
  /** Check-in mode for meeting rooms: a Check in button on each meeting room. */
  onRoomCheckin?: (room: TRoom) => void;
  roomCheckinPending?: boolean;
}

/** Lazily loaded tree: building → floor → room → desk (spec "Find desk"). */
export function DeskTree(props: TreeActions) {
  const { t } = useTranslation();
  const buildings = useBuildings({ date: props.date });
  if (buildings.data && buildings.data.length === 0) return <Text c="dimmed">{t('find_desk.no_buildings')}</Text>;
  return (
    <ul className={classes.tree} aria-label={t('find_desk.tree_label')}>
      {buildings.data?.map((b) => {
        const key = `b${b.id}`;
        const open = props.nodes.isOpen(key);
        return (
          <li key={b.id}>
            <TreeRow
              depth={0}
              open={open}
              onToggle={() => props.nodes.toggle(key)}
              icon={<IconBuilding size={18} />}
              name={b.name}
              counts={{ occupied: b.reserved_count, available: b.available }}
            />
            {open && (
              <ul className={classes.group}>
                <Floors buildingId={b.id} {...props} />
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Floors({ buildingId, ...props }: TreeActions & { buildingId: number }) {
  const floors = useFloors(buildingId, { date: props.date });
  if (floors.isPending)
    return (
      <li>
        <TreeRow depth={1} open={false} onToggle={() => undefined} icon={null} name="…" loading />
      </li>
    );
  return floors.data?.map((f) => {
    const key = `f${f.id}`;
    const open = props.nodes.isOpen(key);
    return (
      <li key={f.id}>
        <TreeRow
          depth={1}
          open={open}
          onToggle={() => props.nodes.toggle(key)}
          icon={<IconStack2 size={18} />}
          name={f.name}
          counts={{ occupied: f.reserved_count, available: f.available }}
        />
        {open && (
          <ul className={classes.group}>
            <Rooms floorId={f.id} buildingId={buildingId} {...props} />
          </ul>
        )}
      </li>
    );
  });
}

function Rooms({ floorId, buildingId, ...props }: TreeActions & { floorId: number; buildingId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rooms = useRooms(floorId, { date: props.date });
  if (rooms.isPending)
    return (
      <li>
        <TreeRow depth={2} open={false} onToggle={() => undefined} icon={null} name="…" loading />
      </li>
    );
  return rooms.data?.map((r) => {
    const key = `r${r.id}`;
    const open = props.nodes.isOpen(key);
    const meeting = r.type === 'MEETING';
    const mapButton = (
      <ActionIcon
        variant="light"
        size="lg"
        aria-label={t('find_desk.map', { name: r.name })}
        onClick={() => navigate(`/app/floor_layout?building=${buildingId}&floor=${floorId}&date=${props.date}`)}
      >
        <IconMap size={18} />
      </ActionIcon>
    );
    return (
      <li key={r.id}>
        <TreeRow
          depth={2}
          open={open}
          onToggle={() => props.nodes.toggle(key)}
          icon={meeting ? <IconUsersGroup size={18} /> : <IconDoor size={18} />}
          name={r.name}
          counts={meeting ? undefined : { occupied: r.reserved_count, available: r.available }}
          actions={
            <>
              {meeting && props.onRoomCheckin && (
                <Button size="compact-sm" loading={props.roomCheckinPending} onClick={() => props.onRoomCheckin!(r)}>
                  {t('find_desk.checkin_room')}
                </Button>
              )}
              {mapButton}
            </>
          }
        />
        {open && (
          <ul className={classes.group}>
            {meeting ? (
              <li className={classes.empty} style={{ paddingLeft: 56 }}>
                <Text size="sm" c="dimmed">
                  {t('find_desk.meeting_room')}
                </Text>
                <Button
                  mt={4}
                  size="compact-sm"
                  variant="light"
                  onClick={() => navigate(`/app/find_room?building=${buildingId}&room=${r.id}&date=${props.date}`)}
                >
                  {t('find_desk.book_room', { name: r.name })}
                </Button>
              </li>
            ) : (
              <Desks roomId={r.id} {...props} />
            )}
          </ul>
        )}
      </li>
    );
  });
}

function Desks({ roomId, ...props }: TreeActions & { roomId: number }) {
  const { t } = useTranslation();
  const desks = useRoomDesks(roomId, { date: props.date });
  const marks = useNeighbourhoodMarks(props.date).desks;
  if (desks.isPending)
    return (
      <li>
        <TreeRow depth={3} open={false} onToggle={() => undefined} icon={null} name="…" loading />
      </li>
    );
  if (desks.data?.length === 0)
    return (
      <li className={classes.empty} style={{ paddingLeft: 56 }}>
        <Text size="sm" c="dimmed">
          {t('find_desk.no_desks')}
        </Text>
      </li>
    );
  return desks.data?.map((d) => {
    const status = deskDisplayStatus(d);
    const mark = marks.get(d.id);
    return (
      <li key={d.id}>
        <UnstyledButton
          className={classes.leaf}
          style={{ paddingLeft: 56 }}
          onClick={() => props.onDesk(d)}
          data-testid={`desk-leaf-${d.id}`}
        >
          {/* One rule everywhere (decision 171): the desk's name is what it is called; its label describes it. */}
          <div className={classes.name}>
            <Text size="sm">
              <Text span fw={600} inherit>
                {d.name}
              </Text>
              {d.desk_label && d.desk_label !== d.name && <Text span c="dimmed" inherit>{` · ${d.desk_label}`}</Text>}
            </Text>
            {mark && <NeighbourhoodTag mark={mark} />}
          </div>
          <Badge color={deskStatusColor[status]} variant="light">
            {t(`desk_status.${status}`)}
          </Badge>
        </UnstyledButton>
      </li>
    );
  });
}
